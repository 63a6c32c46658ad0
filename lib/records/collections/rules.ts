import type { CollectionRules } from "../types";

/** Reference data and the catalogue: migrations own them, everyone reads them. */
export const readOnlyPublic: CollectionRules = {
  list: "",
  view: "",
  create: null,
  update: null,
  delete: null,
};

/** Signed in, as opposed to a visitor (whose `@request.auth.id` is ""). */
export const signedIn = `@request.auth.id != ""`;
