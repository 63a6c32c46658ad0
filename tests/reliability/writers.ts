/** Concurrent writers that remember exactly which writes the server acknowledged. */
export interface WriteLog {
  acknowledged: Set<string>;
  statuses: Map<number, number>;
  /** Answers that were neither a success nor a PocketBase-shaped 503. */
  bad: { status: number; body: string }[];
  slowest: number;
}

export async function signUpAndIn(base: string, tag: string): Promise<{ id: string; token: string }> {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = "reliable pass 1";
  const created = await fetch(`${base}/api/collections/users/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, passwordConfirm: password }),
  });
  if (created.status !== 200) throw new Error(`sign-up ${created.status}: ${await created.text()}`);
  const auth = await (
    await fetch(`${base}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identity: email, password }),
    })
  ).json();
  return { id: auth.record.id, token: auth.token };
}

/**
 * `clients` loops creating workout sessions, each with a unique marker in
 * `notes`, until `stop()` is called. Network errors (a killed server) are
 * counted as status 0 and are not acknowledgements.
 */
export function startWriters(base: string, user: { id: string; token: string }, prefix: string, clients = 10) {
  const log: WriteLog = { acknowledged: new Set(), statuses: new Map(), bad: [], slowest: 0 };
  let running = true;
  let counter = 0;
  const loops = Array.from({ length: clients }, async (_, n) => {
    while (running) {
      const marker = `${prefix}-${n}-${counter++}`;
      const started = Date.now();
      let status = 0;
      let body = "";
      try {
        const res = await fetch(`${base}/api/collections/workout_sessions/records`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: user.token },
          body: JSON.stringify({ user: user.id, notes: marker, durationMinutes: 20 }),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        body = await res.text();
      } catch {
        status = 0;
      }
      log.slowest = Math.max(log.slowest, Date.now() - started);
      log.statuses.set(status, (log.statuses.get(status) ?? 0) + 1);
      if (status === 200) log.acknowledged.add(marker);
      else if (status !== 0) {
        let shaped = false;
        try {
          const parsed = JSON.parse(body);
          shaped = parsed.status === status && typeof parsed.message === "string" && typeof parsed.data === "object";
        } catch {
          shaped = false;
        }
        if (status !== 503 || !shaped) log.bad.push({ status, body: body.slice(0, 300) });
      }
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
  });
  return {
    log,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return log;
    },
  };
}
