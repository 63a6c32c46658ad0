/**
 * The browser's time zone, told to the server in a cookie (written before the
 * first paint by the root layout's script) so the signed-in pages can render
 * their dates and calendar days on the server exactly as the browser would.
 * The cookie is client-written, so it is checked like any input.
 */
import { isTimeZone } from "@/lib/training/time-zone";

export { hourIn, isTimeZone } from "@/lib/training/time-zone";

export const TIME_ZONE_COOKIE = "ff_tz";

/**
 * The zone a signed-in page shows its days in: the one chosen on the account
 * page, else the browser's (from the cookie); undefined when neither is known,
 * and then only the browser can render the dates.
 */
export function displayTimeZone(accountZone: unknown, cookieZone: unknown): string | undefined {
  if (isTimeZone(accountZone)) return accountZone;
  return isTimeZone(cookieZone) ? cookieZone : undefined;
}
