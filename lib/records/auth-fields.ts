import { hashPassword, newTokenKey, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from "@/lib/auth/password.server";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-password";
import { fieldError, type FieldError } from "./errors";
import type { Collection } from "./types";
import type { PreparedWrite } from "./validate";
import { E } from "./validate";

/** The sign-up rules for a new password; shared with the password reset. */
export function checkNewPassword(password: unknown, errors: Record<string, FieldError>): password is string {
  if (password === undefined || password === null || password === "") {
    errors.password = E.required();
    return false;
  }
  if (typeof password !== "string") {
    errors.password = E.type();
    return false;
  }
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN) {
    errors.password = E.minText(PASSWORD_MIN);
    return false;
  }
  if (length > PASSWORD_MAX || Buffer.byteLength(password) > 72) {
    errors.password = E.maxText(PASSWORD_MAX);
    return false;
  }
  // Not a PocketBase rule: it has no list, but its field-error shape carries ours.
  if (isCommonPassword(password)) {
    errors.password = fieldError("validation_common_password", COMMON_PASSWORD_MESSAGE);
    return false;
  }
  return true;
}

/** Sign-up: password and its confirmation become a bcrypt hash and a fresh token key. */
export async function prepareAuthCreate(
  collection: Collection,
  body: Record<string, unknown>,
  prepared: PreparedWrite,
): Promise<void> {
  const auth = collection.auth!;
  const errors = prepared.errors;
  const ok = checkNewPassword(body.password, errors);
  if (body.passwordConfirm !== body.password) errors.passwordConfirm = E.mismatch();
  if (!ok || errors.passwordConfirm) return;
  prepared.values.set(auth.passwordHashField, await hashPassword(body.password as string));
  prepared.values.set(auth.tokenKeyField, newTokenKey());
}

/**
 * Changing the password (or the sign-in e-mail) needs the current password; a
 * new password rotates the token key, which ends every older session.
 */
export async function prepareAuthUpdate(
  collection: Collection,
  body: Record<string, unknown>,
  existing: Record<string, unknown>,
  prepared: PreparedWrite,
): Promise<void> {
  const auth = collection.auth!;
  const errors = prepared.errors;
  const changingPassword = body.password !== undefined && body.password !== null && body.password !== "";
  const identity = prepared.values.get(auth.identityField);
  const changingIdentity =
    identity !== undefined &&
    String(identity).toLowerCase() !== String(existing[auth.identityField] ?? "").toLowerCase();
  if (!changingPassword && !changingIdentity) return;
  const oldOk =
    typeof body.oldPassword === "string" &&
    (await verifyPassword(body.oldPassword, String(existing[auth.passwordHashField] ?? "")));
  if (!oldOk) errors.oldPassword = E.oldPassword();
  if (!changingPassword) return;
  const ok = checkNewPassword(body.password, errors);
  if (body.passwordConfirm !== body.password) errors.passwordConfirm = E.mismatch();
  if (!ok || !oldOk || errors.passwordConfirm) return;
  prepared.values.set(auth.passwordHashField, await hashPassword(body.password as string));
  prepared.values.set(auth.tokenKeyField, newTokenKey());
}
