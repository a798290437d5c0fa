// Keyed hashes of e-mail addresses (ADR 140): kept where a rule must recognise an address
// again without keeping the address, e.g. "this address already paid a referral"
// (docs/architecture.md D13). HMAC-SHA-256 with a secret kept outside the database, so a copy of the
// database alone cannot be checked against a list of addresses.
// Imported by scripts/ too: relative imports with .ts only.
import { createHmac } from "node:crypto";

/**
 * The form of an address that counts as "the same address": trimmed, lower-case, and
 * without a "+tag" in the local part (name+anything@host reaches name@host).
 */
export function normaliseAddress(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  const local = trimmed.slice(0, at).split("+", 1)[0] || trimmed.slice(0, at);
  return `${local}@${trimmed.slice(at + 1)}`;
}

const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * The address a mailbox really is: lower-case, no "+tag", and for Gmail no dots in the
 * local part (googlemail.com is gmail.com), so j.o.e+x@gmail.com is joe@gmail.com.
 * SQL has the same rule as mailbox_key() (db/migrations/0009, ADR 190).
 */
export function mailboxKey(email: string): string {
  const address = normaliseAddress(email);
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  if (!GMAIL.has(domain)) return address;
  return `${address.slice(0, at).replace(/\./g, "")}@gmail.com`;
}

/** Hex HMAC-SHA-256 of the normalised address under `key`. */
export function addressHash(key: string, email: string): string {
  return createHmac("sha256", key).update(normaliseAddress(email)).digest("hex");
}
