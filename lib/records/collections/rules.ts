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

/**
 * A user's own records (gym profiles, training maxes): the owner's alone for every
 * action. Rules read the stored `user` on view, update and delete; on create the
 * body must name the caller, and an update may leave `user` out but never hand the
 * record to someone else.
 */
export function ownerOnly(field = "user"): CollectionRules {
  const owner = `${signedIn} && ${field} = @request.auth.id`;
  return {
    list: owner,
    view: owner,
    create: `${owner} && @request.body.${field} = @request.auth.id`,
    update: `${owner} && (@request.body.${field}:isset = false || @request.body.${field} = @request.auth.id)`,
    delete: owner,
  };
}
