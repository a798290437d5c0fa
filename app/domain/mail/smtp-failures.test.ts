// The failure classifier (ADR 224) against replies real relays send, each shaped as nodemailer
// reports it (`code`, `command`, `response`, `responseCode`), and against a real SMTP
// conversation with nodemailer, so the phases are nodemailer's own.
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { classifyFailure, enhancedCode, SendDeadline } from "./smtp-failures.ts";

const code = { "MAIL FROM": "EENVELOPE", "RCPT TO": "EENVELOPE", DATA: "EMESSAGE" } as const;
/** A reply to `command` as nodemailer's SMTP connection formats it. */
function reply(command: string, response: string) {
  return Object.assign(new Error(`failed: ${response}`), {
    code: command.startsWith("AUTH")
      ? "EAUTH"
      : (code[command as keyof typeof code] ?? "EPROTOCOL"),
    command,
    response,
    responseCode: Number(response.slice(0, 3)),
  });
}
const kindOf = (command: string, response: string) =>
  classifyFailure(reply(command, response)).kind;

describe("a recipient's own permanent refusal is a bounce (the address is suppressed)", () => {
  it.each([
    [
      "Gmail: 550-5.1.1 the account does not exist",
      "550-5.1.1 The email account that you tried to reach does not exist. Please try\n550-5.1.1 double-checking the recipient's email address for typos or\n550 5.1.1  https://support.google.com/mail/?p=NoSuchUser a1si123 - gsmtp",
    ],
    [
      "Gmail: 550 5.2.1 the account is disabled",
      "550 5.2.1 The email account that you tried to reach is disabled. a1si123 - gsmtp",
    ],
    [
      "Outlook: 550 5.5.0 mailbox unavailable (no enhanced 5.1.x)",
      "550 5.5.0 Requested action not taken: mailbox unavailable (S2017062302). [AM1EUR02FT012.eop-EUR02.prod.protection.outlook.com]",
    ],
    [
      "Outlook (Exchange Online, directory-based edge blocking): 550 5.4.1 Recipient address rejected: Access denied",
      "550 5.4.1 Recipient address rejected: Access denied. For more information see https://aka.ms/EXOSmtpErrors [DB5PEPF00014B9E.eurprd02.prod.outlook.com]",
    ],
    [
      "Postfix (self-hosted relay): 550 5.1.1 User unknown in virtual mailbox table",
      "550 5.1.1 <ann@example.test>: Recipient address rejected: User unknown in virtual mailbox table",
    ],
    ["a relay without enhanced codes: 550 No such user here", "550 No such user here"],
    [
      "Yahoo: 554 delivery error: dd This user doesn't have a yahoo.com account",
      "554 5.1.1 delivery error: dd This user doesn't have a yahoo.com account (ann@yahoo.com) [0]",
    ],
  ])("%s", (_, response) => {
    expect(classifyFailure(reply("RCPT TO", response))).toMatchObject({
      kind: "bounce",
      phase: "recipient",
    });
  });
});

describe("the relay's refusals, 4xx, timeouts and refused connections suppress nobody", () => {
  it.each([
    [
      "SES: 554 sending paused at MAIL FROM",
      "MAIL FROM",
      "554 Sending paused for this account. For more information, please check the AWS Management Console",
    ],
    [
      "SES: 454 throttling at MAIL FROM",
      "MAIL FROM",
      "454 Throttling failure: Maximum sending rate exceeded.",
    ],
    [
      "SES: 554 address not verified at DATA",
      "DATA",
      "554 Message rejected: Email address is not verified. The following identities failed the check in region EU-WEST-1: site@example.test",
    ],
    ["SES: 535 credentials at AUTH", "AUTH PLAIN", "535 Authentication Credentials Invalid"],
    [
      "Gmail: 535-5.7.8 username and password not accepted",
      "AUTH PLAIN",
      "535-5.7.8 Username and Password not accepted. For more information, go to\n535 5.7.8  https://support.google.com/mail/?p=BadCredentials a1sm123 - gsmtp",
    ],
    [
      "Gmail: 421-4.7.0 try again later at MAIL FROM",
      "MAIL FROM",
      "421-4.7.0 Try again later, closing connection. (MAIL) a1sm123 - gsmtp",
    ],
    [
      "Gmail: 550-5.7.1 likely unsolicited mail at DATA",
      "DATA",
      "550-5.7.1 [192.0.2.1] Our system has detected that this message is likely unsolicited mail. a1si123 - gsmtp",
    ],
    [
      "Gmail: 550 5.7.26 unauthenticated sender at DATA",
      "DATA",
      "550 5.7.26 This mail has been blocked because the sender is unauthenticated. - gsmtp",
    ],
    [
      "Outlook: 451 4.7.500 server busy at RCPT TO",
      "RCPT TO",
      "451 4.7.500 Server busy. Please try again later from [192.0.2.1]. (S77714) [DB5EUR03FT013.eop-EUR03.prod.protection.outlook.com]",
    ],
    [
      "Outlook: 550 5.7.1 service unavailable, client host blocked (Spamhaus) at RCPT TO",
      "RCPT TO",
      "550 5.7.1 Service unavailable, Client host [192.0.2.1] blocked using Spamhaus. (S3150)",
    ],
    [
      "Outlook: 421 4.3.2 service not available at greeting",
      "CONN",
      "421 4.3.2 Service not available",
    ],
    [
      "Office 365: 554 5.2.0 quota exceeded at DATA",
      "DATA",
      "554 5.2.0 STOREDRV.Deliver.Exception:QuotaExceededException.MapiExceptionShutoffQuotaExceeded",
    ],
    [
      "Mailgun: 421 domain not allowed to send at MAIL FROM",
      "MAIL FROM",
      "421 Domain sandbox123.mailgun.org is not allowed to send: Free accounts are for test purposes only.",
    ],
    ["Mailgun: 550 5.7.1 relaying denied at RCPT TO", "RCPT TO", "550 5.7.1 Relaying denied"],
    [
      "Mailgun: 421 4.7.0 too many messages",
      "MAIL FROM",
      "421 4.7.0 Too many messages, try again later",
    ],
    ["Postmark: 535 5.7.8 authentication failed", "AUTH LOGIN", "535 5.7.8 Authentication failed"],
    [
      "Postmark: 550 sender signature not defined at MAIL FROM",
      "MAIL FROM",
      "550 Sender signature not defined for From address",
    ],
    [
      "Postmark: 451 4.3.0 temporary server error at DATA",
      "DATA",
      "451 4.3.0 Temporary server error. Please try again later",
    ],
  ])("%s", (_, command, response) => {
    expect(kindOf(command, response)).toBe("relay");
  });

  it("a timeout, a refused connection, a dropped connection and the send deadline", () => {
    for (const error of [
      Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT", command: "CONN" }),
      Object.assign(new Error("connect ECONNREFUSED"), {
        code: "ESOCKET",
        originalCode: "ECONNREFUSED",
        command: "CONN",
      }),
      Object.assign(new Error("Connection closed unexpectedly"), {
        code: "ECONNECTION",
        command: "CONN",
      }),
      new SendDeadline("deadline"),
      new Error("anything else thrown while sending"),
    ])
      expect(classifyFailure(error).kind).toBe("relay");
    expect(classifyFailure(new SendDeadline("x"))).toMatchObject({
      phase: "timeout",
      code: "timeout EDEADLINE",
    });
  });
});

describe("a recipient's temporary refusal is retried, the message kept", () => {
  it.each([
    [
      "Gmail: 452-4.2.2 over quota",
      "452-4.2.2 The email account that you tried to reach is over quota. a1si123 - gsmtp",
    ],
    [
      "Gmail: 552-5.2.2 over quota (permanent form)",
      "552-5.2.2 The email account that you tried to reach is over quota and inactive. a1si - gsmtp",
    ],
    [
      "Postfix greylisting: 450 4.2.0 Greylisted",
      "450 4.2.0 <ann@example.test>: Recipient address rejected: Greylisted, see http://postgrey.schweikert.ch/",
    ],
    [
      "Postfix: 450 4.1.1 unverified address",
      "450 4.1.1 <ann@example.test>: Recipient address rejected: unverified address: host mx.example.test said: 450 try again",
    ],
  ])("%s", (_, response) => {
    expect(kindOf("RCPT TO", response)).toBe("deferred");
  });
});

describe("the recorded code", () => {
  it("names the phase, reply and enhanced code, never the text (which may hold the address)", () => {
    const failure = classifyFailure(
      reply("RCPT TO", "550 5.1.1 <ann@example.test>: Recipient address rejected: User unknown"),
    );
    expect(failure.code).toBe("recipient 550 5.1.1");
    expect(enhancedCode("421-4.7.0 Try again later")).toBe("4.7.0");
    expect(enhancedCode("550 No such user")).toBeNull();
    expect(
      classifyFailure(
        Object.assign(new Error("No recipients defined"), { code: "EENVELOPE", command: "API" }),
      ),
    ).toEqual({ kind: "rejected", phase: "local", code: "local EENVELOPE" });
  });
});

describe("nodemailer's own errors from a real SMTP conversation", () => {
  async function relay(handlers: Partial<ConstructorParameters<typeof SMTPServer>[0]>) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      ...handlers,
    });
    server.on("error", () => {});
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    const port = (server.server.address() as { port: number }).port;
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
    });
    const send = () =>
      transport
        .sendMail({ from: "site@example.test", to: "ann@example.test", subject: "s", text: "t" })
        .then(
          () => null,
          (e: unknown) => classifyFailure(e),
        );
    return { send, close: () => new Promise<void>((r) => server.close(() => r())) };
  }
  const refusal = (responseCode: number, message: string) =>
    Object.assign(new Error(message), { responseCode });

  it("reads a 554 at MAIL FROM as the relay's, a 550 5.1.1 at RCPT TO as a bounce, a 421 at DATA as the relay's", async () => {
    const from = await relay({
      onMailFrom: (_a, _s, cb) => cb(refusal(554, "5.7.0 Sending paused by provider")),
    });
    const rcpt = await relay({ onRcptTo: (_a, _s, cb) => cb(refusal(550, "5.1.1 No such user")) });
    const data = await relay({
      onData: (stream, _s, cb) => {
        stream.resume();
        stream.on("end", () => cb(refusal(451, "4.3.0 Try again later")));
      },
    });
    try {
      expect(await from.send()).toEqual({
        kind: "relay",
        phase: "sender",
        code: "sender 554 5.7.0",
      });
      expect(await rcpt.send()).toEqual({
        kind: "bounce",
        phase: "recipient",
        code: "recipient 550 5.1.1",
      });
      expect(await data.send()).toEqual({ kind: "relay", phase: "data", code: "data 451 4.3.0" });
    } finally {
      await Promise.all([from.close(), rcpt.close(), data.close()]);
    }
  });
});
