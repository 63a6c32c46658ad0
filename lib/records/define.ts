import type {
  BoolField,
  DateField,
  FileField,
  JsonField,
  NumberField,
  RelationField,
  SelectField,
  TextField,
} from "./types";

type Opts<T> = Omit<T, "type">;

/** Field builders for collection definitions. */
export const f = {
  text: (o: Opts<TextField> = {}): TextField => ({ type: "text", ...o }),
  email: (o: Opts<TextField> = {}): TextField => ({ type: "email", ...o }),
  number: (o: Opts<NumberField> = {}): NumberField => ({ type: "number", ...o }),
  int: (o: Opts<NumberField> = {}): NumberField => ({ type: "number", onlyInt: true, ...o }),
  bool: (o: Opts<BoolField> = {}): BoolField => ({ type: "bool", ...o }),
  date: (o: Opts<DateField> = {}): DateField => ({ type: "date", ...o }),
  json: (o: Opts<JsonField> = {}): JsonField => ({ type: "json", maxSize: 1 << 20, ...o }),
  select: (values: readonly string[] | undefined, o: Opts<Omit<SelectField, "values">> = {}): SelectField => ({
    type: "select",
    values,
    ...o,
  }),
  /** A list of free labels (stored as text[]). */
  labels: (o: Opts<Omit<SelectField, "values" | "multiple">> = {}): SelectField => ({
    type: "select",
    multiple: true,
    ...o,
  }),
  file: (o: Opts<FileField> = {}): FileField => ({ type: "file", ...o }),
  relation: (target: string, o: Opts<Omit<RelationField, "target">> = {}): RelationField => ({
    type: "relation",
    target,
    ...o,
  }),
  relations: (target: string, o: Opts<Omit<RelationField, "target" | "multiple">> = {}): RelationField => ({
    type: "relation",
    target,
    multiple: true,
    ...o,
  }),
};
