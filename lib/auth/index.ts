export { currentUser, bearerToken } from "./current-user";
export { requireUser } from "./guard";
export { hashPassword, verifyPassword, BCRYPT_COST, PASSWORD_MIN } from "./password";
export { appSecret } from "./secret";
export { SESSION_COOKIE, sessionCookie, clearedSessionCookie, tokenFromCookie, isSecureRequest } from "./session";
export { signInWithPassword, authResponse, THROTTLED_MESSAGE } from "./sign-in";
export { signAuthToken, verifyAuthToken, TOKEN_DURATION_SECONDS, type AuthRow } from "./token";
