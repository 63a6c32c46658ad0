/** IANA time zones as the dashboard's calendar days use them (pure: the browser and the server both call it). */

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

/** The hour (0-23) of a moment in a zone, or in the runtime's own without one. */
export function hourIn(date: Date, timeZone?: string): number {
  if (!timeZone) return date.getHours();
  const hour = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).formatToParts(date).find((p) => p.type === "hour");
  return Number(hour?.value ?? date.getHours()) % 24;
}
