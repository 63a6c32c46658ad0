import "server-only";
import { RECORD_ID_PATTERN } from "@/lib/shared/record-id";
import { fieldError, type FieldError } from "./errors";
import { parseDateValue, printDate } from "./sqlutil";
import type {
  Collection,
  FileField,
  JsonField,
  NumberField,
  RelationField,
  ResolvedField,
  SelectField,
  TextField,
} from "./types";

/** PocketBase's field error codes and messages. */
export const E = {
  required: () => fieldError("validation_required", "Cannot be blank."),
  minText: (n: number) => fieldError("validation_min_text_constraint", `Must be at least ${n} character(s).`),
  maxText: (n: number) => fieldError("validation_max_text_constraint", `Must be less than ${n} character(s).`),
  email: () => fieldError("validation_is_email", "Must be a valid email address."),
  format: () => fieldError("validation_invalid_format", "Invalid value format."),
  unique: () => fieldError("validation_not_unique", "Value must be unique."),
  mismatch: () => fieldError("validation_values_mismatch", "Values don't match."),
  oldPassword: () => fieldError("validation_invalid_old_password", "Missing or invalid old password."),
  notNumber: () => fieldError("validation_not_a_number", "The submitted number is not properly formatted."),
  onlyInt: () => fieldError("validation_only_int_constraint", "Decimal numbers are not allowed."),
  minNumber: (n: number) => fieldError("validation_min_number_constraint", `Must be larger than ${n}.`),
  maxNumber: (n: number) => fieldError("validation_max_number_constraint", `Must be less than ${n}.`),
  invalidValue: (v: string) => fieldError("validation_invalid_value", `Invalid value ${v}.`),
  tooMany: (n: number) => fieldError("validation_too_many_values", `Select no more than ${n}.`),
  missingRel: () =>
    fieldError("validation_missing_rel_records", "Failed to find all relation records with the provided ids."),
  date: () => fieldError("validation_invalid_date", "Must be a valid datetime."),
  json: () => fieldError("validation_invalid_json", "Must be a valid json value."),
  jsonSize: (n: number) => fieldError("validation_json_size_limit", `The maximum allowed JSON size is ${n} bytes.`),
  type: () => fieldError("validation_unsupported_value_type", "Invalid or unsupported value type."),
};

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

type Result = { value: unknown } | { error: FieldError };

const BOOL_SPELLINGS: Record<string, boolean> = Object.assign(Object.create(null) as Record<string, boolean>, {
  "1": true, t: true, T: true, TRUE: true, true: true, True: true,
  "0": false, f: false, F: false, FALSE: false, false: false, False: false,
});

/** The stored "empty" of a field, as PocketBase prints it. */
export function zeroValue(field: ResolvedField): unknown {
  if (field.isArray) return [];
  switch (field.def.type) {
    case "number":
      return 0;
    case "bool":
      return false;
    case "json":
      return null;
    case "date":
    case "relation":
      return null;
    default:
      return "";
  }
}

function isEmpty(field: ResolvedField, value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (field.def.type === "number") return value === 0;
  if (field.def.type === "bool") return value === false;
  return false;
}

/** A submitted value in the type the field stores: the one cast, shared by storage and rules. */
export function castValue(field: ResolvedField, raw: unknown, existing: unknown): Result {
  const def = field.def;
  switch (def.type) {
    case "text":
    case "email": {
      if (raw === null || raw === undefined) return { value: "" };
      if (typeof raw === "number" || typeof raw === "boolean") return { value: String(raw) };
      if (typeof raw !== "string") return { error: E.type() };
      if (raw.includes("\u0000")) return { error: E.format() };
      return { value: def.type === "email" ? raw.trim() : raw };
    }
    case "number": {
      if (raw === null || raw === undefined || raw === "") return { value: 0 };
      const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
      if (typeof raw === "boolean") return { value: raw ? 1 : 0 };
      if (!Number.isFinite(n)) return { error: E.notNumber() };
      return { value: n };
    }
    case "bool": {
      if (raw === null || raw === undefined || raw === "") return { value: false };
      if (typeof raw === "boolean") return { value: raw };
      if (typeof raw === "number" && Number.isFinite(raw)) return { value: raw !== 0 };
      // PocketBase's cast.ToBool (Go's strconv.ParseBool) spellings; anything else is refused, not guessed.
      if (typeof raw === "string" && raw in BOOL_SPELLINGS) return { value: BOOL_SPELLINGS[raw] };
      return { error: E.type() };
    }
    case "date": {
      if (raw === null || raw === undefined || raw === "") return { value: null };
      const date = parseDateValue(raw);
      if (!date) return { error: E.date() };
      return { value: date };
    }
    case "json": {
      if (raw === undefined) return { value: null };
      if (typeof raw === "string") {
        try {
          return { value: JSON.parse(raw) };
        } catch {
          return { value: raw };
        }
      }
      return { value: raw };
    }
    case "select":
    case "relation": {
      if (field.isArray) return castList(raw);
      if (raw === null || raw === undefined || raw === "") return { value: emptySingle(field) };
      if (typeof raw === "string") return raw.includes("\u0000") ? { error: E.format() } : { value: raw };
      if (!Array.isArray(raw)) return { error: E.type() };
      // As PocketBase: a list given to a single value keeps its last non-empty entry.
      const listed = castList(raw);
      if ("error" in listed) return listed;
      const ids = listed.value as string[];
      return { value: ids.length > 0 ? ids[ids.length - 1] : emptySingle(field) };
    }
    case "file": {
      // JSON can keep or drop already stored files, never name new ones.
      const current = field.isArray
        ? ((existing as string[] | undefined) ?? [])
        : existing
          ? [String(existing)]
          : [];
      const listed = castList(raw);
      if ("error" in listed) return listed;
      const kept = (listed.value as string[]).filter((name) => current.includes(name));
      return { value: field.isArray ? kept : (kept[0] ?? "") };
    }
  }
}

/** An emptied single select stores its column default (e.g. a session's status), so that is its value. */
function emptySingle(field: ResolvedField): string | null {
  const fallback = field.hasDefault ? (field.drizzleColumn as { default?: unknown }).default : undefined;
  return typeof fallback === "string" ? fallback : null;
}

function castList(raw: unknown): Result {
  if (raw === null || raw === undefined || raw === "") return { value: [] };
  const list = Array.isArray(raw) ? raw : [raw];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") return { error: E.type() };
    if (item.includes("\u0000")) return { error: E.format() };
    if (item !== "" && !out.includes(item)) out.push(item);
  }
  return { value: out };
}

/** Checks a value already cast to the field's type. */
function check(field: ResolvedField, value: unknown): FieldError | null {
  const def = field.def;
  if (def.required && isEmpty(field, value)) return E.required();
  switch (def.type) {
    case "text":
    case "email": {
      const text = value as string;
      if (text === "") return null;
      const t = def as TextField;
      const length = Array.from(text).length;
      if (t.min !== undefined && length < t.min) return E.minText(t.min);
      const max = t.max ?? 5000;
      if (length > max) return E.maxText(max);
      if (def.type === "email" && !EMAIL.test(text)) return E.email();
      if (t.pattern && !t.pattern.test(text)) return E.format();
      return null;
    }
    case "number": {
      const n = value as number;
      const d = def as NumberField;
      // As PocketBase: zero is "empty" and skips the range checks.
      if (n === 0) return null;
      if (d.onlyInt && !Number.isInteger(n)) return E.onlyInt();
      if (d.min !== undefined && n < d.min) return E.minNumber(d.min);
      if (d.max !== undefined && n > d.max) return E.maxNumber(d.max);
      if (d.onlyInt && Math.abs(n) > 2_147_483_647) return E.maxNumber(2_147_483_647);
      return null;
    }
    case "json": {
      const d = def as JsonField;
      if (value === null) return null;
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        return E.json();
      }
      if (text === undefined) return E.json();
      // jsonb refuses the NUL escape.
      if (text.includes("\\u0000")) return E.json();
      if (d.maxSize && Buffer.byteLength(text) > d.maxSize) return E.jsonSize(d.maxSize);
      return null;
    }
    case "select": {
      const d = def as SelectField;
      const list = field.isArray ? (value as string[]) : value ? [value as string] : [];
      if (d.values) {
        const bad = list.find((v) => !d.values!.includes(v));
        if (bad !== undefined) return E.invalidValue(bad);
      }
      if (field.isArray && d.maxSelect && list.length > d.maxSelect) return E.tooMany(d.maxSelect);
      if (list.some((v) => v.length > 255)) return E.maxText(255);
      return null;
    }
    case "relation": {
      const d = def as RelationField;
      const list = field.isArray ? (value as string[]) : value ? [value as string] : [];
      if (field.isArray && d.maxSelect && list.length > d.maxSelect) return E.tooMany(d.maxSelect);
      return null;
    }
    case "file": {
      const d = def as FileField;
      if (field.isArray && d.maxSelect && (value as string[]).length > d.maxSelect) return E.tooMany(d.maxSelect);
      return null;
    }
    default:
      return null;
  }
}

export interface PreparedWrite {
  /** Cast values by field name, only for fields the write sets. */
  values: Map<string, unknown>;
  errors: Record<string, FieldError>;
}

/** Keys the engine treats itself rather than as fields. */
const IGNORED_KEYS = new Set(["collectionId", "collectionName", "expand", "created", "updated"]);

/**
 * Casts and validates a submitted body against the collection definition.
 * `existing` is the stored record (API field names) on update, null on create.
 * Supports PocketBase's `field+`, `+field` and `field-` modifiers.
 */
export function prepareWrite(
  collection: Collection,
  body: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): PreparedWrite {
  const values = new Map<string, unknown>();
  const errors: Record<string, FieldError> = {};
  const touched = new Set<string>();
  const currentOf = (field: ResolvedField) =>
    values.has(field.name) ? values.get(field.name) : existing ? existing[field.name] : zeroValue(field);

  const writable = (name: string): ResolvedField | undefined => {
    const field = collection.fields.get(name);
    if (!field || field.def.hidden || field.def.readOnly) return undefined;
    return field;
  };

  // Plain sets first, then modifiers, whatever order the keys came in.
  const modifiers: Array<[string, string, unknown]> = [];
  for (const [key, raw] of Object.entries(body)) {
    if (IGNORED_KEYS.has(key) || key === "id") continue;
    const field = writable(key);
    if (field) {
      const cast1 = castValue(field, raw, existing?.[key]);
      if ("error" in cast1) errors[key] = cast1.error;
      else values.set(key, cast1.value);
      touched.add(key);
      continue;
    }
    const m = /^(\+)?([A-Za-z0-9_]+)([+-])?$/.exec(key);
    if (m && (m[1] || m[3]) && !(m[1] && m[3]) && writable(m[2])) {
      modifiers.push([m[2], m[1] ? "prepend" : m[3] === "+" ? "append" : "remove", raw]);
    }
  }
  for (const [name, action, raw] of modifiers) {
    const field = writable(name)!;
    if (errors[name]) continue;
    const current = currentOf(field);
    if (field.def.type === "number" && action !== "prepend") {
      const delta = castValue(field, raw, undefined);
      if ("error" in delta) {
        errors[name] = delta.error;
        continue;
      }
      const base = typeof current === "number" ? current : 0;
      values.set(name, action === "append" ? base + (delta.value as number) : base - (delta.value as number));
      touched.add(name);
      continue;
    }
    if (!field.isArray || field.def.type === "file") continue;
    const items = castList(raw);
    if ("error" in items) {
      errors[name] = items.error;
      continue;
    }
    const list = Array.isArray(current) ? [...(current as string[])] : [];
    const extra = (items.value as string[]).filter((v) => !list.includes(v));
    const next =
      action === "append"
        ? [...list, ...extra]
        : action === "prepend"
          ? [...extra, ...list]
          : list.filter((v) => !(items.value as string[]).includes(v));
    values.set(name, next);
    touched.add(name);
  }

  for (const field of collection.fields.values()) {
    if (field.def.hidden || field.def.readOnly || errors[field.name]) continue;
    const value = values.has(field.name) ? values.get(field.name) : existing ? existing[field.name] : undefined;
    if (value === undefined) {
      if (field.def.required) errors[field.name] = E.required();
      continue;
    }
    if (!touched.has(field.name) && !field.def.required) continue;
    const problem = check(field, touched.has(field.name) ? value : normaliseStored(field, value));
    if (problem) errors[field.name] = problem;
  }
  return { values, errors };
}

/**
 * What `@request.body.*` reads in a create or update rule: every submitted field
 * in the type it will be stored with (modifiers applied), so no spelling can
 * make a rule see one value while the database stores another. A value that
 * does not cast reads as the field's empty value; the write is refused anyway.
 */
export function ruleBody(
  collection: Collection,
  body: Record<string, unknown>,
  prepared: PreparedWrite,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, raw] of Object.entries(body)) {
    const field = collection.fields.get(key);
    if (field) out[key] = castForRule(field, raw);
  }
  for (const [name, value] of prepared.values) out[name] = value;
  return out;
}

/** One raw value as a rule reads it (fields the write ignores, such as read-only ones, included). */
export function castForRule(field: ResolvedField, raw: unknown): unknown {
  const result = castValue(field, raw, undefined);
  return "error" in result ? zeroValue(field) : result.value;
}

/** A stored value (as the engine reads it) back in the cast shape, for required checks. */
function normaliseStored(field: ResolvedField, value: unknown): unknown {
  if (field.def.type === "date") return value ? parseDateValue(value) : null;
  if ((field.def.type === "relation" || field.def.type === "select") && !field.isArray) return value || null;
  return value;
}

/** Validates an explicit id given on create. */
export function checkNewId(id: unknown): FieldError | null {
  if (typeof id !== "string" || !RECORD_ID_PATTERN.test(id)) return E.format();
  return null;
}

export function displayDate(value: unknown): string {
  return value instanceof Date ? printDate(value) : String(value ?? "");
}
