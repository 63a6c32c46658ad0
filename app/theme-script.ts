/**
 * Runs before the first paint (inline in <head>) so the page never flashes the
 * wrong theme: the stored choice wins, otherwise the operating system's.
 */
export const themeInitScript = `(function(){try{var s=localStorage.getItem('theme');var t=(s==='light'||s==='dark')?s:(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');document.documentElement.setAttribute('data-theme',t);}catch(e){document.documentElement.setAttribute('data-theme','light');}})();`;
