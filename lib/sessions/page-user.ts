/**
 * What a signed-in page (dashboard, history) hands its client view from the
 * session cookie, so its first HTML already holds the lifter's figures: the
 * views render with this until hydration, then with the SDK's own record.
 * Only given when the page knows the lifter's time zone (account or cookie);
 * without it the days and dates can only be drawn in the browser.
 */
export interface PageUser {
  id: string;
  name: string;
  /** The account's unit; the device's last choice (local storage) takes over after hydration. */
  weightUnit: string;
  /** The zone the server rendered the days in (the account's, else the browser's cookie). */
  timeZone: string;
  /** The server's clock at render, so "today" and the greeting agree on both sides. */
  renderedAt: number;
}
