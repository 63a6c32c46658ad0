import { TIME_ZONE_COOKIE } from "@/lib/shared/time-zone";

/**
 * Runs before the first paint (inline in <head>) so the page never flashes the
 * wrong theme: the stored choice wins, otherwise the operating system's.
 */
export const themeInitScript = `(function(){try{var s=localStorage.getItem('theme');var t=(s==='light'||s==='dark')?s:(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');document.documentElement.setAttribute('data-theme',t);}catch(e){document.documentElement.setAttribute('data-theme','light');}})();`;

/**
 * Also before the first paint: whether the SDK's store holds an unexpired
 * session, so static public pages show the signed-in shell (CSS variant
 * `session-in`) without a flash of the marketing header and without reading
 * a cookie on the server (which would make them dynamic).
 */
export const sessionInitScript = `(function(){var v='out';try{var a=JSON.parse(localStorage.getItem('pocketbase_auth')||'null');var p=a&&a.token?JSON.parse(atob(a.token.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))):null;if(p&&typeof p.exp==='number'&&p.exp*1000>Date.now())v='in';}catch(e){}document.documentElement.setAttribute('data-session',v);})();`;

/**
 * Tells the server the browser's time zone (cookie `ff_tz`, lib/shared/time-zone.ts),
 * so the dashboard and history can render their days and dates on the server
 * exactly as this browser will after hydration.
 */
export const timeZoneInitScript = `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;var c='${TIME_ZONE_COOKIE}='+encodeURIComponent(z);if(z&&document.cookie.split('; ').indexOf(c)<0)document.cookie=c+';path=/;max-age=31536000;samesite=lax';}catch(e){}})();`;
