/**
 * Filter-language literals. Values typed by a user end up inside a quoted
 * string of the PocketBase filter grammar; quoting here (rather than at each
 * call site) keeps one place that knows the escaping rules.
 */

/**
 * A single-quoted literal. The grammar escapes only the quote itself, so a
 * backslash right before the closing quote would swallow it: backslashes are
 * dropped (they carry no meaning in names, descriptions or ids).
 */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, "").replace(/'/g, "\\'")}'`;
}

/** Joins parts with `||`, parenthesised; null when there is nothing to join. */
export function anyOf(parts: readonly string[]): string | null {
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `(${parts.join(" || ")})`;
}

/** Joins the non-empty parts with `&&`. */
export function allOf(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === "string" && p.length > 0).join(" && ");
}
