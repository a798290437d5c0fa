// The bare password-hash rate, in its own process like the server: better-auth's
// hashPassword (node:crypto scrypt on the libuv pool) with the given concurrency.
// Usage: node bench/hash-rate.ts <total> <concurrency>  → prints {"perSecond": n}
import { hashPassword } from "better-auth/crypto";

const total = Number(process.argv[2] ?? 150);
const concurrency = Number(process.argv[3] ?? 10);
for (let i = 0; i < 10; i++) await hashPassword(`warm-up-${i}`);
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      await hashPassword(`correct horse battery ${i}`);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ perSecond: total / seconds }));
