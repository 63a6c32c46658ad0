/**
 * Runs once when the server starts: hook the connection address in for the
 * sign-in throttle, open and migrate the database before the first request,
 * and close it cleanly on shutdown so PGlite flushes to disk (the start script
 * sets NEXT_MANUAL_SIG_HANDLE so Next leaves signals to us).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerHook } = await import("./lib/security/peer");
  installPeerHook();
  const { startServerDatabase } = await import("./lib/server-lifecycle");
  await startServerDatabase();
}
