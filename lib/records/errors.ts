/** A field error as PocketBase prints it inside `data`. */
export interface FieldError {
  code: string;
  message: string;
}

/**
 * An error meant for the caller: status, a message safe to show, and per-field
 * details. Anything else thrown is unexpected and is answered generically.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: Record<string, FieldError> = {},
    /** Extra response headers (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }

  toJSON() {
    return { status: this.status, message: this.message, data: this.data };
  }
}

export const MESSAGES = {
  notFound: "The requested resource wasn't found.",
  missingCollection: "Missing collection context.",
  superusersOnly: "Only superusers can perform this action.",
  generic: "Something went wrong while processing your request.",
  createFailed: "Failed to create record.",
  updateFailed: "Failed to update record.",
  deleteFailed: "Failed to delete record. Make sure that the record is not part of a required relation reference.",
  badJson: "Failed to load the submitted data due to invalid formatting.",
  tooLarge: "Request entity too large",
  authFailed: "Failed to authenticate.",
  authRequired: "The request requires valid record authorization token.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  busy: "The server is busy. Please try again shortly.",
  tooSlow:
    "The request took longer than the database allows for one statement. Narrow the filter, the expand or the page size.",
} as const;

export const notFound = () => new ApiError(404, MESSAGES.notFound);
export const missingCollection = () => new ApiError(404, MESSAGES.missingCollection);
export const forbiddenLocked = () => new ApiError(403, MESSAGES.superusersOnly);
export const badRequest = (message: string = MESSAGES.generic, data: Record<string, FieldError> = {}) =>
  new ApiError(400, message, data);

/** A 400 about the list/filter parameters: carries a readable reason, never SQL. */
export class QueryError extends ApiError {
  constructor(message: string) {
    super(400, message);
    this.name = "QueryError";
  }
}

export function fieldError(code: string, message: string): FieldError {
  return { code, message };
}
