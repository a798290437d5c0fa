// (e) Sign-ups per second with a referral vs the bare password-hash rate, and
// (f) the server's memory at rest and under that load.
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { RunningServer } from "../tests/support/server.ts";
import { benchDir, fmt, MB, request, rssOf, sampleRss, timedPool, type Row } from "./support.ts";

const TOTAL = Number(process.env.BENCH_SIGNUPS ?? 200);
const CONCURRENCY = 10;

function signUp(server: RunningServer, email: string, referrerId?: string) {
  return request(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ name: "Bench Member", email, password: "correct horse battery", ...(referrerId ? { referrerId } : {}) }),
  });
}

export async function benchSignups(server: RunningServer): Promise<{ rows: Row[]; json: Record<string, unknown> }> {
  const pid = server.process.pid!;
  const referrer = await signUp(server, "referrer@bench.test");
  if (referrer.status !== 200) throw new Error(`referrer sign-up answered ${referrer.status}: ${referrer.body}`);
  const referrerId = (JSON.parse(referrer.body.toString()) as { user: { id: string } }).user.id;
  // Warm-up (JIT, pools), then memory at rest.
  await timedPool(10, 5, (i) => signUp(server, `warm${i}@bench.test`, referrerId));
  for (let i = 0; i < 20; i++) await request(`${server.url}/`);
  await new Promise((r) => setTimeout(r, 1500));
  const rssRest = rssOf(pid);

  const sampler = sampleRss(pid);
  const { wallMs, results } = await timedPool(TOTAL, CONCURRENCY, (i) => signUp(server, `load${i}@bench.test`, referrerId));
  const rssPeak = sampler.stop();
  const failed = results.filter((r) => r.status !== 200);
  const signupRate = (TOTAL / wallMs) * 1000;

  // The bare rate measured twice, best of the two (noise on shared machines only slows).
  const hashRates = [0, 1].map(() => {
    const hash = spawnSync(process.execPath, [path.join(benchDir, "hash-rate.ts"), String(TOTAL), String(CONCURRENCY)], { encoding: "utf8" });
    if (hash.status !== 0) throw new Error(`hash-rate failed: ${hash.stderr}`);
    return (JSON.parse(hash.stdout.trim().split("\n").at(-1)!) as { perSecond: number }).perSecond;
  });
  const hashRate = Math.max(...hashRates);
  const ratio = signupRate / hashRate;

  const rows: Row[] = [
    {
      section: "e sign-ups",
      metric: `sign-ups/s with referral vs hashPassword/s (${TOTAL}, ${CONCURRENCY} concurrent)`,
      ours: fmt(signupRate, 1),
      baseline: fmt(hashRate, 1),
      ratio,
      target: "≥ 0.70×",
      verdict: failed.length ? `BELOW (${failed.length} failed: ${failed[0].status})` : ratio >= 0.7 ? "PASS" : "BELOW",
    },
    {
      section: "f memory",
      metric: "server RSS MB: under sign-up load vs at rest",
      ours: fmt(rssPeak / MB, 1),
      baseline: fmt(rssRest / MB, 1),
      ratio: rssPeak / rssRest,
      target: "context",
      verdict: "INFO",
    },
  ];
  return { rows, json: { signupRate, hashRate, total: TOTAL, concurrency: CONCURRENCY, failed: failed.length, rssRestBytes: rssRest, rssPeakBytes: rssPeak } };
}
