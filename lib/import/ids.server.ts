import "server-only";
/**
 * The record ids an import derives from what each record stands for (the
 * lifter, the source, the workout's start and title, the exercise, the set's
 * place), keyed with the app's secret (HMAC-SHA256): the same file names the
 * same records every time, and nobody can compute another lifter's ids.
 */
import { createHmac } from "node:crypto";

/** A function from a record's description to its 15-character id ([a-z0-9], as every record id). */
export function keyedIds(secret: string): (text: string) => string {
  return (text) => {
    const digest = createHmac("sha256", secret).update(text).digest();
    let id = "";
    for (let i = 0; id.length < 15; i++) id += (digest[i] % 36).toString(36);
    return id;
  };
}
