/**
 * Client-made record ids. The record API accepts an id on create (15 chars of
 * [a-z0-9], like its own), so a write can be retried safely: the second
 * attempt finds the id taken and changes nothing.
 */
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
export const RECORD_ID_PATTERN = /^[a-z0-9]{15}$/;

/** `randomBytes(n)` returns n random bytes (crypto.getRandomValues in the browser). */
export function newRecordId(randomBytes: (n: number) => Uint8Array): string {
  let id = "";
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  while (id.length < 15) {
    for (const byte of randomBytes(32)) {
      if (byte < 252 && id.length < 15) id += ALPHABET[byte % 36];
    }
  }
  return id;
}
