// The bad-input corpus (ADR 080): for one target, requests that change one thing about
// a valid submission — wrong types, missing fields, 1 MB strings, invalid UTF-8,
// prototype-pollution keys, SQL and script payloads, path traversal, malformed JSON,
// bodies and cookies.
import type { Target } from "./targets.ts";

export type BadInput = {
  label: string;
  contentType?: string;
  body: string | Buffer;
  /** Replaces the session cookie (malformed-cookie cases). */
  cookie?: string;
  /** True when the input cannot be a valid submission: the answer must be 4xx. */
  mustRefuse: boolean;
};

export const SQL_PAYLOADS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" UNION SELECT password FROM accounts --',
  "1; SELECT pg_sleep(5)",
];
/** Each sets window.__xss or opens a dialog if it ever executes. */
export const SCRIPT_PAYLOADS = [
  "<script>window.__xss=1;alert(1)</script>",
  '<img src=x onerror="window.__xss=1;alert(1)">',
  '"><svg onload="window.__xss=1;alert(1)">',
  "javascript:window.__xss=1;alert(1)",
  "</title><script>window.__xss=1</script>",
];
export const TRAVERSAL = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/etc/passwd\u0000.png",
];
const MB = "A".repeat(1024 * 1024);

let counter = 0;
function fill(fields: Record<string, string>): Record<string, string> {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.replace("{n}", n)]));
}

function encode(
  target: Target,
  values: Record<string, unknown>,
): { contentType: string; body: string } {
  if (target.encoding === "json")
    return { contentType: "application/json", body: JSON.stringify(values) };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else params.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  return { contentType: "application/x-www-form-urlencoded", body: params.toString() };
}

export function corpusFor(target: Target): BadInput[] {
  const inputs: BadInput[] = [];
  const add = (label: string, values: Record<string, unknown>, mustRefuse: boolean) =>
    inputs.push({ label, ...encode(target, values), mustRefuse });
  const keys = Object.keys(target.fields);
  // Keys whose value the endpoint must check (mode/intent/ids and the like select behaviour).
  for (const key of keys) {
    const { [key]: _, ...rest } = fill(target.fields);
    add(`missing ${key}`, rest, false);
    const wrong =
      target.encoding === "json" ? [123, ["a", "b"], { nested: true }, null, true] : [["a", "b"]];
    for (const value of wrong)
      add(`${key} as ${JSON.stringify(value)}`, { ...fill(target.fields), [key]: value }, false);
    add(`${key} 1 MB`, { ...fill(target.fields), [key]: MB }, false);
  }
  const textKeys = keys.filter((k) => !["intent", "mode", "id", "status"].includes(k));
  for (const [i, key] of textKeys.entries()) {
    add(
      `${key} SQL`,
      { ...fill(target.fields), [key]: SQL_PAYLOADS[i % SQL_PAYLOADS.length] },
      false,
    );
    add(
      `${key} script`,
      { ...fill(target.fields), [key]: SCRIPT_PAYLOADS[i % SCRIPT_PAYLOADS.length] },
      false,
    );
    add(
      `${key} traversal`,
      { ...fill(target.fields), [key]: TRAVERSAL[i % TRAVERSAL.length] },
      false,
    );
    add(`${key} NUL byte`, { ...fill(target.fields), [key]: "nul\u0000inside" }, true);
  }
  add("empty object", {}, true);
  add(
    "__proto__ key",
    { ...fill(target.fields), __proto__: { admin: true, role: "admin" } },
    false,
  );
  inputs.push({
    label: "__proto__ / constructor JSON",
    contentType:
      target.encoding === "json" ? "application/json" : "application/x-www-form-urlencoded",
    body:
      target.encoding === "json"
        ? `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(fill(target.fields)).slice(1)}`
        : `__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&${encode(target, fill(target.fields)).body}`,
    mustRefuse: false,
  });
  // Malformed bodies.
  const invalidUtf8 = Buffer.concat([
    Buffer.from(target.encoding === "json" ? '{"name":"' : "name="),
    Buffer.from([0xc0, 0xaf, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
    Buffer.from(target.encoding === "json" ? '"}' : ""),
  ]);
  inputs.push({
    label: "invalid UTF-8 bytes",
    contentType:
      target.encoding === "json" ? "application/json" : "application/x-www-form-urlencoded",
    body: invalidUtf8,
    mustRefuse: false,
  });
  const { contentType, body } = encode(target, fill(target.fields));
  inputs.push({
    label: "invalid UTF-8 appended to a valid body",
    contentType,
    body: Buffer.concat([
      Buffer.from(body),
      Buffer.from(target.encoding === "json" ? [] : [0x26, 0x78, 0x3d, 0xff, 0xfe]),
    ]),
    mustRefuse: false,
  });
  for (const bad of [
    "{",
    '{"a":}',
    "[]",
    '"string"',
    "null",
    "[".repeat(5000) + "]".repeat(5000),
    "\u0000\u0001binary",
  ]) {
    inputs.push({
      label: `malformed JSON ${JSON.stringify(bad.slice(0, 12))}`,
      contentType: "application/json",
      body: bad,
      mustRefuse: true,
    });
  }
  inputs.push({
    label: "form body sent as JSON",
    contentType: "application/json",
    body: encode({ ...target, encoding: "form" }, fill(target.fields)).body,
    mustRefuse: true,
  });
  inputs.push({
    label: "multipart without boundary",
    contentType: "multipart/form-data",
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    mustRefuse: true,
  });
  inputs.push({
    label: "unknown content type",
    contentType: "application/x-evil",
    body: "\u0000\u0001\u0002",
    mustRefuse: true,
  });
  // Malformed cookies (the valid body, a broken session).
  for (const cookie of [
    "vs.session_token=%E0%A4%A",
    "vs.session_token=" + "A".repeat(7000),
    "vs.session_token=abc; vs.session_token=def; __proto__=1",
    'vs.session_token="unterminated',
    "=; ;;=;vs.session_token",
  ]) {
    inputs.push({
      label: `malformed cookie ${cookie.slice(0, 24)}`,
      contentType,
      body: encode(target, fill(target.fields)).body,
      cookie,
      mustRefuse: false,
    });
  }
  return inputs;
}
