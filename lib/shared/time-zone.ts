/**
 * The browser's time zone, told to the server in a cookie (written before the
 * first paint by the root layout's script) so the signed-in pages can render
 * their dates and calendar days on the server exactly as the browser would.
 * The cookie is client-written, so it is bounded and checked like any input.
 */
export const TIME_ZONE_COOKIE = "ff_tz";

/** IANA names are short ("America/Argentina/ComodRivadavia" is 32); anything longer is not one. */
const MAX_ZONE_LENGTH = 64;

/** Whether the runtime knows this IANA zone (a stored one may come from another browser). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone === "" || zone.length > MAX_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a signed-in page shows its days in: the one chosen on the account
 * page, else the browser's (from the cookie); undefined when neither is known,
 * and then only the browser can render the dates.
 */
export function displayTimeZone(accountZone: unknown, cookieZone: unknown): string | undefined {
  if (isTimeZone(accountZone)) return accountZone;
  return isTimeZone(cookieZone) ? cookieZone : undefined;
}

/** The hour (0-23) of a moment in a zone, or in the runtime's own without one. */
export function hourIn(date: Date, timeZone?: string): number {
  if (!timeZone) return date.getHours();
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).formatToParts(date).find((p) => p.type === "hour");
  return Number(hour?.value ?? date.getHours()) % 24;
}
