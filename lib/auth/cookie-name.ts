/** The httpOnly session cookie's name (its own module so the proxy can read it without the session code). */
export const SESSION_COOKIE = "forgefit_session";
