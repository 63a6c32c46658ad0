import { AsyncLocalStorage } from "node:async_hooks";
import type { Admission } from "./admission";

/**
 * Ties database admission to one API request: the first getDatabase() inside
 * the request waits for a place, later ones share that wait, and the place is
 * given back when the request's work ends (see db/admission.ts).
 */
interface Scope {
  admission: Admission;
  entering?: Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();

export async function withDatabaseAdmission<T>(admission: Admission, work: () => Promise<T>): Promise<T> {
  const scope: Scope = { admission };
  try {
    return await scopes.run(scope, work);
  } finally {
    // Given back once admitted, even if the work ended while the wait was still pending.
    scope.entering?.then(
      () => admission.leave(),
      () => {},
    );
  }
}

/** Called by getDatabase(): waits for the request's place the first time. */
export function admitCurrentRequest(): Promise<void> | undefined {
  const scope = scopes.getStore();
  if (!scope) return undefined;
  scope.entering ??= scope.admission.enter();
  return scope.entering;
}
