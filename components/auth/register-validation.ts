import { PASSWORD_MIN_LENGTH } from "@/lib/training/constants";

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

// Deliberately loose: the server has the last word; this only catches obvious typos.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 1 §5: every rule is checked so all messages show at once. */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.name.trim()) errors.name = "Name is required";
  if (!values.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = "Please enter a valid email address";
  if (!values.password) errors.password = "Password is required";
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (!values.confirmPassword) errors.confirmPassword = "Please confirm your password";
  else if (values.confirmPassword !== values.password) errors.confirmPassword = "Passwords do not match";
  if (!values.terms) errors.terms = "You must accept the terms and conditions";
  return errors;
}

/** API field names differ from the form's where the SDK's payload renames them. */
const SERVER_FIELD: Record<string, RegisterField> = {
  name: "name",
  email: "email",
  password: "password",
  passwordConfirm: "confirmPassword",
};

/**
 * Splits a PocketBase error body (`{message, data: {field: {code, message}}}`)
 * into messages beside the fields and a general message for the rest.
 */
export function serverRegisterErrors(error: unknown): { fields: RegisterErrors; general: string | null } {
  const response = (error as { response?: { message?: unknown; data?: Record<string, { message?: unknown }> } } | null)?.response;
  const fields: RegisterErrors = {};
  for (const [key, value] of Object.entries(response?.data ?? {})) {
    const field = SERVER_FIELD[key];
    if (field && typeof value?.message === "string") fields[field] = value.message;
  }
  if (Object.keys(fields).length > 0) return { fields, general: null };
  const message = typeof response?.message === "string" && response.message ? response.message : null;
  return { fields, general: message ?? "An error occurred during registration" };
}
