/**
 * PocketBase's `~` as a LIKE pattern, and a matcher for it in JavaScript (used
 * when both sides are known before the query and the comparison is folded).
 */

export function containsUnescaped(text: string, ch: string): boolean {
  let escaped = false;
  for (const c of text) {
    if (escaped) {
      escaped = false;
      continue;
    }
    if (c === "\\") {
      escaped = true;
      continue;
    }
    if (c === ch) return true;
  }
  return false;
}

/**
 * A contains-pattern as PocketBase builds it: without an explicit `%` the
 * value is escaped and wrapped in `%…%`; with one it is used as written.
 */
export function likePattern(value: string): string {
  if (containsUnescaped(value, "%")) return value;
  let out = "";
  let escaped = false;
  for (const c of value) {
    if (escaped) {
      out += c;
      escaped = false;
      continue;
    }
    if (c === "\\") {
      out += c;
      escaped = true;
      continue;
    }
    if (c === "%" || c === "_") out += "\\";
    out += c;
  }
  if (escaped) out += "\\";
  return `%${out}%`;
}

/** `%` any run, `_` any one code unit, anything else (or anything after `\`) itself. */
type Token = typeof ANY | typeof ONE | string;
const ANY = 0;
const ONE = 1;

/**
 * Case folding as a case-insensitive JavaScript RegExp without the `u` flag
 * does it (ECMAScript Canonicalize), so this matcher answers exactly what the
 * regular expression it replaced answered.
 */
function fold(unit: string): string {
  const upper = unit.toUpperCase();
  if (upper.length !== 1) return unit;
  if (unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return unit;
  return upper;
}

function tokens(pattern: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\" && i + 1 < pattern.length) out.push(fold(pattern[++i]));
    else if (c === "%") {
      // A run of `%` means what one does; collapsing keeps the backtracking below linear per `%`.
      if (out[out.length - 1] !== ANY) out.push(ANY);
    } else if (c === "_") out.push(ONE);
    else out.push(fold(c));
  }
  return out;
}

/**
 * Case-insensitive LIKE. The greedy wildcard match with backtracking to the
 * last `%` only: at most O(subject × pattern) steps, where the backtracking
 * regular expression it replaces took exponential time on patterns such as
 * `%a%a%a%a%a%a%b` (seconds of blocked event loop for one request).
 */
export function likeMatch(subject: string, pattern: string): boolean {
  const p = tokens(pattern);
  const s = Array.from({ length: subject.length }, (_, i) => fold(subject[i]));
  let si = 0;
  let pi = 0;
  let star = -1;
  let resume = 0;
  while (si < s.length) {
    const t = p[pi];
    if (pi < p.length && t !== ANY && (t === ONE || t === s[si])) {
      si++;
      pi++;
    } else if (pi < p.length && t === ANY) {
      star = pi++;
      resume = si;
    } else if (star >= 0) {
      // The last `%` takes one more unit and the rest of the pattern is tried again from there.
      pi = star + 1;
      si = ++resume;
    } else {
      return false;
    }
  }
  while (pi < p.length && p[pi] === ANY) pi++;
  return pi === p.length;
}
