import { COMMON_PASSWORDS } from "./data/common-passwords";

let list: Set<string> | undefined;

/**
 * Whether a password is on the bundled list of the most common ones. Compared
 * lower-cased: "Password123" is guessed as early as "password123".
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(COMMON_PASSWORDS.split("\n"));
  return list.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = "This password is one of the most common ones and easy to guess. Please choose another.";
