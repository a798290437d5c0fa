import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formSubmissions } from "../../../db/schema.ts";
import { launchArenaForm, RATE_LIMITED_MESSAGE } from "../../content/forms.ts";
import { MAIL_PER_RECIPIENT_PER_DAY } from "../../lib/mail-cap.server.ts";
import { privacyChoiceCookie } from "../../lib/site-config.ts";
import { type TestApp, withTestApp } from "../../../tests/support/app.ts";

let t: TestApp;
withTestApp((app) => (t = app), {
  RATE_LIMIT_FORM_MAX: "3",
  OPERATOR_EMAIL: "operator@example.org",
});

let ipCounter = 1;
/** Each test posts from its own address so the per-IP limit only bites where a test wants it. */
function post(
  url: string,
  fields: Record<string, string>,
  opts: { ip?: string; cookie?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      // React Router aborts an action whose Origin differs from the request's host (CSRF check).
      host: new URL(t.origin).host,
      origin: t.origin,
      "x-forwarded-for": opts.ip ?? `10.0.0.${ipCounter++}`,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const arena = {
  organization: "Lakeshore University",
  arenaType: "University",
  contactName: "Dana <b>Okafor</b>",
  email: "dana@lakeshore.example",
  role: "Director of Entrepreneurship",
  communitySize: "500–2,000 members",
  region: "Chicago, IL",
  timeline: "3–6 months",
  message: "We'd like a spring Arena.",
};

describe("native forms", () => {
  it("smoke: stores a valid Arena request with URL parameters and hero variant, and sends both e-mails", async () => {
    const res = await post(
      "/forms/launch-arena?utm_source=newsletter&utm_campaign=spring&ref=abc123",
      arena,
      { cookie: "vs_hero=B; vs_consent=all" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(launchArenaForm.successTitle.replace("'", "&#x27;"));
    const rows = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, arena.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      formName: "launch-arena",
      heroVariant: "B",
      urlParams: {
        landing_path: "/launch-arena",
        utm_source: "newsletter",
        utm_campaign: "spring",
      },
      fields: {
        organization: "Lakeshore University",
        arenaType: "University",
        timeline: "3–6 months",
      },
    });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    const confirmation = await t.mail.waitFor(arena.email, /We received your Arena request/);
    // The submitter's address is unverified: only the name and the chosen options come back.
    expect(confirmation.text).toContain("Arena type: University");
    expect(confirmation.text).toContain("Timeline: 3–6 months");
    for (const free of ["Lakeshore University", "spring Arena", "Chicago", "Director of"])
      expect(confirmation.text).not.toContain(free);
    const notification = await t.mail.waitFor(
      "operator@example.org",
      /New Launch Your Arena submission/,
    );
    // User text is escaped in the HTML part.
    expect(notification.text).toContain("<td>Dana &#60;b&#62;Okafor&#60;/b&#62;</td>");
    expect(notification.text).not.toContain("<td>Dana <b>");
    // Both went through the outbox, committed with the submission (ADR 208), and were sent.
    const outbox = () =>
      t.query("select kind, status from outbox where kind like 'form-%' order by kind");
    await expect.poll(outbox).toEqual([
      { kind: "form-confirmation", status: "sent" },
      { kind: "form-notification", status: "sent" },
    ]);
  });

  it("keeps the visit's first touch of a client-side (.data) submission, only with consent", async () => {
    const touch = "vs_touch=" + encodeURIComponent("p=/education&r=news.example&s=mail&c=fall");
    const sent = (email: string, cookie?: string) =>
      post("/forms/launch-arena.data?utm_medium=social&ref=js1", { ...arena, email }, { cookie });
    expect((await sent("js@lakeshore.example", `vs_consent=all; ${touch}`)).statusCode).toBe(200);
    expect((await sent("nojs@lakeshore.example", "vs_consent=all")).statusCode).toBe(200);
    expect(
      (await sent("none@lakeshore.example", `vs_consent=essential; ${touch}`)).statusCode,
    ).toBe(200);
    const params = async (email: string) =>
      (await t.db.select().from(formSubmissions).where(eq(formSubmissions.email, email)))[0]
        .urlParams;
    // The visit's first page, not this one.
    expect(await params("js@lakeshore.example")).toEqual({
      landing_path: "/education",
      referrer_host: "news.example",
      utm_source: "mail",
      utm_campaign: "fall",
    });
    // No script ran: the page itself is the first touch.
    expect(await params("nojs@lakeshore.example")).toEqual({
      landing_path: "/launch-arena",
      utm_medium: "social",
    });
    // Essential cookies only: nothing of the visit is kept.
    expect(await params("none@lakeshore.example")).toEqual({});
  });

  it("serves the forms' pages as static files; a post without JavaScript takes the page's parameters from the Referer (ADR 207)", async () => {
    for (const form of ["/launch-arena", "/founder-signup", "/qai-enrollment"]) {
      const page = await t.app.inject({ url: form });
      expect(page.statusCode, form).toBe(200);
      // Prerendered: allowed by the hashes of its inline scripts, not a per-request nonce.
      expect(String(page.headers["content-security-policy"]), form).toMatch(/'sha256-/);
      expect(page.body, form).toContain(`action="/forms${form}"`);
      const visit = await t.app.inject({ url: `/forms${form}` });
      expect(visit.statusCode, form).toBe(200);
      expect(visit.body, form).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await t.app.inject({ url: "/forms/nothing" })).statusCode).toBe(404);

    const email = "referer@lakeshore.example";
    const res = await t.app.inject({
      method: "POST",
      url: "/forms/launch-arena",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: new URL(t.origin).host,
        origin: t.origin,
        referer: `${t.origin}/launch-arena?utm_source=poster&ref=r9`,
        cookie: "vs_consent=all",
        "x-forwarded-for": `10.2.0.${ipCounter++}`,
      },
      payload: new URLSearchParams({ ...arena, email }).toString(),
    });
    expect(res.statusCode).toBe(200);
    // The answer is the page again, its form posting with the page's parameters.
    expect(res.body).toContain(launchArenaForm.successTitle.replace("'", "&#x27;"));
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));
    expect(row.urlParams).toEqual({ landing_path: "/launch-arena", utm_source: "poster" });
  });

  it("rejects invalid founder applications with per-field messages and stores nothing", async () => {
    const res = await post("/forms/founder-signup", {
      name: "",
      email: "not-an-email",
      grantSize: "$75K",
      website: "nope",
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Please enter your full name");
    expect(res.body).toContain("Please enter a valid email address");
    expect(res.body).toContain("Please choose a grant size: $25K, $50K or $100K");
    expect(res.body).toContain("Please enter a full web address starting with https://");
    expect(res.body).toMatch(/aria-invalid="true"/);
    const rows = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formName, "founder-signup"));
    expect(rows).toHaveLength(0);
  });

  it("stores a founder application and a QAI enrollment without a hero cookie", async () => {
    const founder = {
      name: "Priya Natarajan",
      email: "priya@soilsense.example",
      startupName: "SoilSense",
      stage: "Building a prototype",
      pitch: "Cheap soil sensors that tell small farms when to water.",
      website: "https://soilsense.example",
      arena: "Lakeshore University",
      grantSize: "$50K",
      heardFrom: "Event or talk",
    };
    expect((await post("/forms/founder-signup?ref=xyz", founder)).statusCode).toBe(200);
    const qai = {
      name: "Marcus Lee",
      email: "marcus@example.org",
      profession: "Angel investor",
      organization: "",
      linkedin: "https://www.linkedin.com/in/marcuslee",
      preferredStart: "Next month",
    };
    expect((await post("/forms/qai-enrollment", qai)).statusCode).toBe(200);
    const [f] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, founder.email));
    expect(f).toMatchObject({
      formName: "founder-signup",
      heroVariant: null,
      fields: { grantSize: "$50K" },
    });
    // No measurement consent: nothing of the visit, not even its ?ref= (ADR 193).
    expect(f.urlParams).toEqual({});
    const [q] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, qai.email));
    expect(q).toMatchObject({
      formName: "qai-enrollment",
      urlParams: {},
      fields: { linkedin: qai.linkedin },
    });
    await t.mail.waitFor(founder.email, /We received your founder application/);
    await t.mail.waitFor(qai.email, /We received your QAI enrollment/);
    await t.mail.waitFor(
      "operator@example.org",
      /New Apply as a Founder submission from priya@soilsense.example/,
    );
    await t.mail.waitFor(
      "operator@example.org",
      /New QAI Professional Enrollment submission from marcus@example.org/,
    );
  });

  it("pretends success to a bot that fills the honeypot, but stores and sends nothing", async () => {
    const bot = { ...arena, email: "bot@spam.example", homepage: "http://spam.example" };
    const before = t.mail.messages.length;
    const res = await post("/forms/launch-arena", bot);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("your Arena request is in");
    const rows = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.email, bot.email));
    expect(rows).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.mail.messages.slice(before).some((m) => m.to.includes("bot@spam.example"))).toBe(
      false,
    );
  });

  it("limits submissions per IP with a clear 429 message", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 4; i++) {
      const res = await post("/forms/qai-enrollment", { name: "" }, { ip });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(last).toContain(RATE_LIMITED_MESSAGE);
    // Another address is not affected.
    expect(
      (await post("/forms/qai-enrollment", { name: "" }, { ip: "192.0.2.78" })).statusCode,
    ).toBe(400);
  });

  it("stores the hero variant only when measurement is allowed (not with GPC, an opt-out or essential only)", async () => {
    const cases: [string, Record<string, string>, "A" | null][] = [
      ["allowed", { cookie: "vs_hero=A; vs_consent=all" }, "A"],
      ["no choice yet", { cookie: "vs_hero=A" }, null],
      ["essential only", { cookie: "vs_hero=A; vs_consent=essential" }, null],
      ["opted out", { cookie: `vs_hero=A; vs_consent=all; ${privacyChoiceCookie}=opt-out` }, null],
      ["GPC", { cookie: "vs_hero=A; vs_consent=all", "sec-gpc": "1" }, null],
    ];
    for (const [label, headers, expected] of cases) {
      const email = `variant-${label.replace(/\W/g, "")}@lakeshore.example`;
      const res = await t.app.inject({
        method: "POST",
        url: "/forms/launch-arena",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          host: new URL(t.origin).host,
          origin: t.origin,
          "x-forwarded-for": `10.1.0.${ipCounter++}`,
          ...headers,
        },
        payload: new URLSearchParams({ ...arena, email }).toString(),
      });
      expect(res.statusCode, label).toBe(200);
      const [row] = await t.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.email, email));
      expect(row.heroVariant, label).toBe(expected);
    }
  });

  it(`mails one address at most ${MAIL_PER_RECIPIENT_PER_DAY} confirmations a day; every submission is stored and the operator told`, async () => {
    const email = "flooded@victim.example";
    const submissions = MAIL_PER_RECIPIENT_PER_DAY + 2;
    for (let i = 0; i < submissions; i++) {
      const res = await post("/forms/launch-arena", { ...arena, email, organization: `Org ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));
    expect(rows).toHaveLength(submissions);
    await expect
      .poll(
        () =>
          t.mail.messages.filter(
            (m) => m.to.includes("operator@example.org") && m.text.includes(email),
          ).length,
      )
      .toBe(submissions);
    const toVictim = () => t.mail.messages.filter((m) => m.to.includes(email)).length;
    await expect.poll(toVictim).toBe(MAIL_PER_RECIPIENT_PER_DAY);
    await new Promise((r) => setTimeout(r, 300));
    expect(toVictim()).toBe(MAIL_PER_RECIPIENT_PER_DAY);
  });
});
