import "server-only";
import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";

/** bcrypt work factor; 10 is the floor the issue sets. */
export const BCRYPT_COST = 10;
export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes; PocketBase caps passwords at 71 characters. */
export const PASSWORD_MAX = 71;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (typeof plain !== "string" || typeof hash !== "string" || !hash) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same bcrypt work as a real check, for an identity that does not
 * exist, so the answer time does not tell whether an e-mail is registered.
 */
export async function spendEqualTime(plain: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await bcrypt.compare(typeof plain === "string" ? plain : "", await dummyHash);
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** A user's token key: rotating it invalidates every token signed before. */
export function newTokenKey(length = 50): string {
  const bytes = randomBytes(length);
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i] % ALPHABET.length];
  return out;
}
