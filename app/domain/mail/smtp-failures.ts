// How a failed send is read (docs/architecture.md D30, ADR 224): by the phase of the SMTP
// conversation it happened in (nodemailer's `err.command`) and the reply's enhanced status
// code (RFC 3463, the '5.1.1' after the reply code). Only the recipient's own permanent
// refusal is a bounce; everything the relay does to every message alike (a login refused,
// the sender refused, a quota or a throttle, a timeout, a refused connection) is the relay's
// problem: pause, retry, resume, and suppress nobody. The reply's text is read to classify
// but never kept or logged (it often holds the address).

/** Where in the conversation the send failed. */
export type SmtpPhase =
  "connection" | "auth" | "sender" | "recipient" | "data" | "timeout" | "local";

/**
 * What the failure means:
 * - bounce: the recipient's mailbox does not exist or is disabled (5xx at RCPT TO with
 *   5.1.x or 5.2.1): the message fails and, for list mail, the address is suppressed;
 * - deferred: this recipient cannot take it now (a 4xx at RCPT TO about the mailbox or
 *   greylisting, a full mailbox): try this message again later;
 * - relay: the relay's problem, the same for every message: pause, back off, resume;
 * - rejected: this message can never be sent as it is (no recipient, a malformed address):
 *   it fails, nobody is suppressed.
 */
export type FailureKind = "bounce" | "deferred" | "relay" | "rejected";

export type MailFailure = {
  kind: FailureKind;
  phase: SmtpPhase;
  /** What is recorded and logged: phase, reply code and enhanced code; never the text. */
  code: string;
};

type SmtpError = {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
  name?: unknown;
  cause?: unknown;
};

/** The send's total deadline ran out (the outbox aborts it: ADR 224). */
export class SendDeadline extends Error {
  override name = "SendDeadline";
  code = "EDEADLINE";
}

const ENHANCED = /^[245]\d\d[ -]([245])\.(\d{1,3})\.(\d{1,3})\b/;

/** The enhanced status code of a reply ('5.1.1'), or null when it has none. */
export function enhancedCode(response: unknown): string | null {
  if (typeof response !== "string") return null;
  const m = ENHANCED.exec(response.trim());
  return m ? `${m[1]}.${m[2]}.${m[3]}` : null;
}

// Replies without an enhanced code (or with a vague one, Outlook's 5.5.0) that still say the
// mailbox does not exist or is disabled.
const NO_SUCH_MAILBOX =
  /no such (user|mailbox|recipient|account)|user (unknown|not found|doesn'?t exist)|unknown (user|recipient|mailbox)|(mailbox|recipient|address|account) (does not exist|doesn'?t exist|not found|unavailable|disabled|is disabled|inactive)|invalid (recipient|mailbox)|recipient (address )?rejected: user unknown/i;

function phaseOf(e: SmtpError): SmtpPhase {
  if (e.code === "EDEADLINE" || e.code === "ETIMEDOUT" || e.code === "EABORT") return "timeout";
  const command = typeof e.command === "string" ? e.command.toUpperCase() : "";
  if (command.startsWith("AUTH") || e.code === "EAUTH") return "auth";
  if (command === "MAIL FROM") return "sender";
  if (command === "RCPT TO") return "recipient";
  if (command === "DATA") return "data";
  if (command === "API" && (e.code === "EENVELOPE" || e.code === "EMESSAGE")) return "local";
  return "connection"; // CONN, greeting, EHLO/HELO, STARTTLS, RSET, a socket error
}

/** Reads a failed send (nodemailer's error, or anything thrown while sending). */
export function classifyFailure(error: unknown): MailFailure {
  const e = (error ?? {}) as SmtpError;
  const phase = phaseOf(e);
  const reply = typeof e.responseCode === "number" ? e.responseCode : null;
  const enhanced = enhancedCode(e.response);
  const code = (
    reply !== null
      ? `${phase} ${reply}${enhanced ? ` ${enhanced}` : ""}`
      : typeof e.code === "string"
        ? `${phase} ${e.code}`
        : `${phase} error`
  ).slice(0, 60);
  const kind = ((): FailureKind => {
    if (phase === "local") return "rejected";
    if (phase !== "recipient" || reply === null) return "relay";
    // 421 closes the channel: the relay's, wherever it comes.
    if (reply === 421) return "relay";
    const [cls, subject, detail] = (enhanced ?? "").split(".").map(Number);
    const text = typeof e.response === "string" ? e.response : "";
    if (reply >= 500) {
      // 5.1.x is the address (5.1.7 and 5.1.8 are the sender's), 5.2.1 a disabled mailbox.
      if (subject === 1 && detail !== 7 && detail !== 8) return "bounce";
      if (subject === 2 && detail === 1) return "bounce";
      if (subject === 2 && (detail === 2 || detail === 3)) return "deferred"; // full, too big
      // Exchange Online's directory-based edge blocking: no such recipient in the domain.
      if (subject === 4 && detail === 1 && /recipient address rejected/i.test(text))
        return "bounce";
      if (subject === 7 || subject === 3 || subject === 4) return "relay"; // policy, system, routing
      return NO_SUCH_MAILBOX.test(text) ? "bounce" : "relay";
    }
    // A 4xx at RCPT TO: the mailbox (4.2.x), greylisting (450), or the relay's (else).
    if (cls === 4 && subject === 2) return "deferred";
    if (reply === 450 && !enhanced) return "deferred";
    return subject === 1 || (!enhanced && NO_SUCH_MAILBOX.test(text)) ? "deferred" : "relay";
  })();
  return { kind, phase, code };
}

/** The recorded code of a failed send (phase, reply and enhanced code): never its text. */
export function failureCode(error: unknown): string {
  return classifyFailure(error).code;
}
