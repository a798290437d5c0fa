// Every kind of e-mail the site sends scores under 2.0 with SpamAssassin's local rules
// (`spamassassin -L -t`, Debian's package; scripts/preflight.ts installs it), ADR 191. The
// messages are built as the mailer builds them (nodemailer), from the same template calls
// the senders make; no database needed.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examQuestions } from "../../content/sample-exam.ts";
import { examResultsMail } from "../../features/exam/exam.server.ts";
import { scoreExam } from "../../features/exam/exam.ts";
import { formMails } from "../../features/forms/forms.server.ts";
import { LINK_MAIL_WHY, linkMail, NOT_YOU } from "../accounts/auth-mail.server.ts";
import {
  renderMail,
  type MailContent,
  type RenderedMail,
} from "../../lib/mail-templates.server.ts";
import { MAIL_LISTS, unsubscribeUrl, type MailList } from "./member-mail.server.ts";
import { securityNoticeMail } from "../accounts/security-mail.ts";
import { siteConfig } from "../../lib/site-config.ts";
import { referralConfirmedContent, referralJoinedContent } from "./referral-mail.server.ts";
import { reminderContent } from "./confirm-reminder.server.ts";
import { digestContent } from "./weekly-digest.server.ts";
import { milestoneContent } from "../milestones/milestone-mail.server.ts";
import { arenaMailContent, type ArenaMailKind } from "../arenas/arena-mail.server.ts";
import {
  grantMailContent,
  holderMailContent,
  lineupMailContent,
} from "../arenas/staking-mail.server.ts";

const ORIGIN = "https://venturestaking.example";
const TO = "ann.lee@example.com";
const link = `${ORIGIN}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl&callbackURL=%2Fdashboard`;

/** A list e-mail as sendMemberMail renders it. */
const listMail = (
  kind: string,
  list: MailList,
  content: Omit<MailContent, "to" | "kind" | "unsubscribe">,
) =>
  renderMail({
    ...content,
    kind,
    to: TO,
    unsubscribe: {
      url: unsubscribeUrl(ORIGIN, "secret", list, "0123456789abcdef0123456789abcdef"),
      listName: MAIL_LISTS[list].name,
    },
  });

function everyKind(): RenderedMail[] {
  const forms = formMails(
    "launch-arena",
    { contactName: "Dana Okafor", organization: "Lakeshore", arenaType: "University" },
    "dana@example.com",
    "operator@example.org",
  );
  const exam = scoreExam(
    examQuestions,
    Object.fromEntries(examQuestions.map((q) => [q.id, q.correctAnswer])),
  );
  const link_ = (kind: string, subject: string, action: string, why: string, ignore?: string) =>
    linkMail({ kind, to: TO, subject, intro: "Hello Ann.", url: link, action, why, ignore });
  return [
    link_(
      "email-confirmation",
      `Confirm your ${siteConfig.brand} e-mail`,
      "Confirm my e-mail",
      LINK_MAIL_WHY.signUp,
      NOT_YOU,
    ),
    link_(
      "email-change",
      `Confirm your new ${siteConfig.brand} e-mail`,
      "Confirm my new e-mail",
      LINK_MAIL_WHY.change,
    ),
    link_(
      "password-reset",
      `Reset your ${siteConfig.brand} password`,
      "Set a new password",
      LINK_MAIL_WHY.reset,
    ),
    securityNoticeMail(TO, "password-change", `${ORIGIN}/forgot-password`),
    forms.confirmation,
    forms.notification,
    examResultsMail({ name: "Ann", email: TO, answers: {} }, exam),
    renderMail(reminderContent(TO, "Ann Lee", link)),
    listMail("referral-joined", "referral", referralJoinedContent(ORIGIN, "Ann", "Zoë")),
    listMail(
      "referral-confirmed",
      "referral",
      referralConfirmedContent(ORIGIN, "Ann", "Zoë", 75, 12),
    ),
    listMail(
      "milestone",
      "referral",
      milestoneContent(ORIGIN, "Ann", {
        name: "Founding Staker",
        description: "A Founding Staker badge beside your name on the leaderboard.",
        bonus: 25,
      }),
    ),
    // The Arenas' service messages (ADR 210): no list, no unsubscribe.
    ...(["invitation", "reminder", "welcome", "released"] as ArenaMailKind[]).map((kind) =>
      arenaMailContent(
        kind,
        ORIGIN,
        { name: "Ann Lee", email: TO },
        {
          name: "Lakeshore Arena",
          slug: "lakeshore-arena",
          kickoff: "2027-03-12",
          location: "Main Hall, Lakeshore University",
          expiresAt: new Date("2027-02-20T12:00:00Z"),
        },
        kind === "released" ? "The seat was held for an organiser of the host community." : null,
      ),
    ),
    // Staking inside an Arena (ADR 215): to seat holders and to the line-up's founders.
    ...(["open", "results", "closesSet", "closesSoon", "closed"] as const).map((kind) =>
      holderMailContent(
        kind,
        ORIGIN,
        { name: "Ann Lee", email: TO },
        {
          name: "Lakeshore Arena",
          slug: "lakeshore-arena",
          tokensPerSeat: 100,
        },
        {
          when: "7 Dec 2026, 18:00 (UTC)",
          left: 40,
          stakes: [{ venture: "Tidal Grid", tokens: 60 }],
        },
      ),
    ),
    grantMailContent(
      ORIGIN,
      { name: "Rui Costa", email: TO },
      { name: "Lakeshore Arena", slug: "lakeshore-arena" },
      {
        id: "00000000-0000-4000-8000-000000000001",
        venture: "Tidal Grid",
        amount: 1001,
        tokens: 440,
        stakers: 5,
      },
      1001,
    ),
    lineupMailContent(
      ORIGIN,
      { name: "Rui Costa", email: TO },
      { name: "Lakeshore Arena", slug: "lakeshore-arena" },
      "Tidal Grid",
    ),
    listMail(
      "weekly-digest",
      "digest",
      digestContent(
        ORIGIN,
        "Ann",
        {
          id: "u",
          points_now: 75,
          rank_now: 12,
          points_then: 25,
          rank_then: 40,
          joined: 2,
          confirmed: 1,
          capped: 1,
        },
        { name: "Founding Staker", remaining: 2 },
      ),
    ),
  ];
}

describe("SpamAssassin (spamassassin -L -t, local rules)", () => {
  let prefsDir: string;
  beforeAll(async () => {
    prefsDir = await mkdtemp(path.join(tmpdir(), "sa-"));
  });
  afterAll(() => rm(prefsDir, { recursive: true, force: true }));

  /** The score and the rules that scored (e.g. "1.0 US_DOLLARS_3"). */
  const score = (raw: string) =>
    new Promise<{ score: number; rules: string[] }>((resolve, reject) => {
      const child = execFile(
        "spamassassin",
        ["-L", "-t", "-p", path.join(prefsDir, "user_prefs")],
        { maxBuffer: 10 * 1024 * 1024 },
        (err, stdout) => {
          const found = /Content analysis details:\s+\((-?[\d.]+) points/.exec(stdout);
          const rules = [...stdout.matchAll(/^\s*(-?\d+\.\d+) ([A-Z0-9_]+)/gm)]
            .filter((m) => Number(m[1]) !== 0)
            .map((m) => `${m[1]} ${m[2]}`);
          if (found) resolve({ score: Number(found[1]), rules });
          else reject(err ?? new Error(`no score in: ${stdout.slice(-500)}`));
        },
      );
      child.stdin!.end(raw);
    });

  it("scores every kind of e-mail the site sends under 2.0", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const from = `${siteConfig.brand} <${siteConfig.email}>`;
    const mails = everyKind();
    expect(new Set(mails.map((m) => m.kind)).size).toBe(mails.length);
    const scores: Record<string, { score: number; rules: string[] }> = {};
    // Two at a time: each run is a Perl start-up (about a second).
    for (let i = 0; i < mails.length; i += 2)
      await Promise.all(
        mails.slice(i, i + 2).map(async ({ kind, ...mail }) => {
          const raw = (await transport.sendMail({ from, ...mail })).message as Buffer;
          scores[kind] = await score(raw.toString("utf8"));
        }),
      );
    console.info("SpamAssassin scores", scores);
    for (const [kind, value] of Object.entries(scores))
      expect(value.score, `${kind}: ${value.rules.join(", ")}`).toBeLessThan(2.0);
  }, 120_000);
});
