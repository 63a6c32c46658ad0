/**
 * Runs once when the server starts: hook every request (connection address for
 * the throttle, request id, access log), open and migrate the database before the first request,
 * and close it cleanly on shutdown so PGlite flushes to disk (the start script
 * sets NEXT_MANUAL_SIG_HANDLE so Next leaves signals to us).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installRequestHook } = await import("./lib/server/request-hook");
  installRequestHook();
  const { startServerDatabase } = await import("./lib/server-lifecycle");
  await startServerDatabase();
}
