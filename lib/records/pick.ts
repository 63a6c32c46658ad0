/** `fields` parameter: which keys of a record (and of its `expand`) to return. */
interface PickNode {
  children: Map<string, PickNode>;
  /** `:excerpt(max, withEllipsis)` on a text value. */
  excerpt?: { max: number; ellipsis: boolean };
}

const MAX_FIELDS_LENGTH = 5000;

function splitTopLevel(input: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of input) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      out.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Parses `fields`; returns undefined when every key should be returned. */
export function parseFields(raw: string | null | undefined): PickNode | undefined {
  if (!raw || !raw.trim()) return undefined;
  const root: PickNode = { children: new Map() };
  for (const path of splitTopLevel(raw.slice(0, MAX_FIELDS_LENGTH))) {
    let node = root;
    const segments = path.split(".");
    segments.forEach((segment, i) => {
      let key = segment.trim();
      let excerpt: PickNode["excerpt"];
      const m = /^([^:]+):excerpt\(\s*(\d+)\s*(?:,\s*(true|false|1|0)\s*)?\)$/i.exec(key);
      if (m) {
        key = m[1];
        excerpt = { max: Math.min(Number(m[2]), 100_000), ellipsis: m[3] === "true" || m[3] === "1" };
      } else if (key.includes(":")) {
        key = key.slice(0, key.indexOf(":"));
      }
      if (!key) return;
      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map() };
        node.children.set(key, child);
      }
      if (excerpt && i === segments.length - 1) child.excerpt = excerpt;
      node = child;
    });
  }
  return root.children.size > 0 ? root : undefined;
}

function excerptOf(value: unknown, spec: NonNullable<PickNode["excerpt"]>): unknown {
  if (typeof value !== "string") return value;
  const plain = value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(plain);
  if (chars.length <= spec.max) return plain;
  return chars.slice(0, spec.max).join("") + (spec.ellipsis ? "..." : "");
}

/** Applies a parsed `fields` tree to a value (records, arrays of records, expand maps). */
export function pick(value: unknown, node: PickNode | undefined): unknown {
  if (!node || node.children.size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => pick(item, node));
  if (value === null || typeof value !== "object") return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const all = node.children.has("*");
  // Source order, so a picked record reads like the full one.
  for (const [key, v] of Object.entries(source)) {
    const child = node.children.get(key);
    if (child) out[key] = child.excerpt ? excerptOf(v, child.excerpt) : pick(v, child);
    else if (all) out[key] = v;
  }
  return out;
}
