import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * better-auth's scrypt takes 32 MB for each hash it computes, on libuv's pool of four
 * threads. On a small server more hashes at once than cores buys no speed, only memory:
 * at most one per core runs at a time, the rest wait their turn (ADR 150: peak memory
 * under the sign-up load).
 */
const slots = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const boundedPasswordHashing = {
  hash: (password: string) => bounded(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => bounded(() => verifyPassword(data)),
};
