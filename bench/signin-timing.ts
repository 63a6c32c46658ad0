/**
 * Sign-in timing: does the answer time tell whether an e-mail is registered?
 * Starts a production server on a fresh embedded database (or on PostgreSQL
 * with SIGNIN_DB=pg), signs up SIGNIN_SAMPLES users, then sends, interleaved,
 * one wrong-password sign-in per registered e-mail and one per unknown e-mail
 * (each from its own address and identity, so throttling never answers early).
 * Prints median, p10 and p90 for both and the ratio of the medians.
 *
 *   npx tsx bench/signin-timing.ts        SIGNIN_SAMPLES (40), SIGNIN_DB (pglite|pg)
 */
import { ensureBuild, startServer, withTempPgDatabase } from "@/tests/reliability/servers";

const SAMPLES = Number(process.env.SIGNIN_SAMPLES ?? 40);
const DB = process.env.SIGNIN_DB === "pg" ? "pg" : "pglite";
const PASSWORD = "timing password 1";

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function measure(databaseUrl?: string): Promise<void> {
  const server = await startServer({ databaseUrl });
  try {
    const post = (path: string, body: unknown, address: string) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify(body),
      });
    const stamp = Date.now();
    const known: string[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const email = `timing${i}-${stamp}@example.test`;
      const res = await post("/api/collections/users/records", { email, password: PASSWORD, passwordConfirm: PASSWORD }, `203.0.113.${i % 250}`);
      if (res.status !== 200) throw new Error(`sign-up ${res.status}`);
      known.push(email);
    }
    const timeOf = async (identity: string, n: number) => {
      const started = performance.now();
      const res = await post("/api/collections/users/auth-with-password", { identity, password: "not the password" }, `198.18.${n % 250}.${Math.floor(n / 250) + 1}`);
      await res.text();
      if (res.status !== 400) throw new Error(`expected 400, got ${res.status}`);
      return performance.now() - started;
    };
    const registered: number[] = [];
    const unknown: number[] = [];
    // Warm-up: the first comparison of each kind pays for JIT and the dummy hash.
    await timeOf(known[0], 9_000);
    await timeOf(`warm-${stamp}@example.test`, 9_001);
    for (let i = 0; i < SAMPLES; i++) {
      // Alternate which kind goes first so drift in load affects both alike.
      const pair = i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"];
      for (const kind of pair) {
        if (kind === "known") registered.push(await timeOf(known[i], 2 * i));
        else unknown.push(await timeOf(`nobody${i}-${stamp}@example.test`, 2 * i + 1));
      }
    }
    const line = (name: string, xs: number[]) =>
      `${name.padEnd(22)} median ${quantile(xs, 0.5).toFixed(1)} ms   p10 ${quantile(xs, 0.1).toFixed(1)} ms   p90 ${quantile(xs, 0.9).toFixed(1)} ms`;
    console.log(`sign-in timing on ${DB}, ${SAMPLES} of each, wrong password:`);
    console.log(line("registered e-mail", registered));
    console.log(line("unknown e-mail", unknown));
    console.log(`median ratio unknown/registered: ${(quantile(unknown, 0.5) / quantile(registered, 0.5)).toFixed(3)}`);
  } finally {
    await server.stop();
  }
}

ensureBuild();
if (DB === "pg") await withTempPgDatabase((url) => measure(url));
else await measure();
