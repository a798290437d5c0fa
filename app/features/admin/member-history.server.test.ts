// A member's History (architecture D31): the story of a member who joined through a referral,
// confirmed, was invited to an Arena and accepted, was sent e-mails, unsubscribed by the
// link and was suspended, in dated sentences on their admin page, newest first.
import { describe, expect, it } from "vitest";
import { getAs, postAs, withAdminApp } from "../../../tests/support/admin.ts";
import type { TestApp } from "../../../tests/support/app.ts";
import { createMember } from "../../../tests/support/factories.ts";
import { historyCopy as H } from "../../content/member-history.ts";
import { answerInvitation, inviteNext } from "../../domain/arenas/invitations.server.ts";
import { addFounder } from "../../domain/arenas/lineup.server.ts";
import { openStaking, saveStakes } from "../../domain/arenas/staking.server.ts";
import { memberHistory } from "./member-history.server.ts";

let t: TestApp;
let admin: string;
withAdminApp((app) => ({ t, admin } = app));

const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");

describe("a member's History", () => {
  it("tells the story in dated sentences, newest first, on the member's admin page", async () => {
    const rita = await createMember(t, { name: "Rita Referrer", confirm: true });
    const milo = await createMember(t, {
      name: "Milo Member",
      referrerId: rita.id,
      confirm: true,
    });
    // Rita hears of Milo; she leaves referral updates with the link in that e-mail.
    const joined = await t.mail.waitFor(rita.email, /^Milo joined through your link$/);
    const unsubscribe = new URL(t.mail.link(joined, /\/unsubscribe\?token=/));
    const left = await postAs(t, unsubscribe.pathname + unsubscribe.search, "", {
      intent: "unsubscribe",
    });
    expect(left.statusCode).toBe(200);
    // An Arena invites the line (Rita first: her referral points) and Milo accepts.
    const [arena] = (await t.query(
      "insert into arenas (name, slug, seats, kickoff_on, location, status) values ('History Arena', 'history-arena', 10, '2099-01-01', 'Hall', 'open') returning id",
    )) as { id: string }[];
    const deps = { db: t.db, outbox: t.services.outbox, publicUrl: t.origin };
    await inviteNext(deps, { arenaId: arena!.id, count: 10, actor: { kind: "system" } });
    const [place] = (await t.query("select place from arena_invitations where user_id = $1", [
      milo.id,
    ])) as { place: number }[];
    expect(
      await answerInvitation(deps, { slug: "history-arena", userId: milo.id, accept: true }),
    ).toBe("accepted");
    await t.mail.waitFor(milo.email, /Welcome to History Arena/);
    // Staking opens and Milo stakes 30 tokens.
    const founder = (venture: string) => ({
      founderName: `${venture} Founder`,
      ventureName: venture,
      pitch: "A pitch.",
      email: `${venture.toLowerCase()}@example.test`,
      pitchUrl: null,
      submission: null,
    });
    const ids: string[] = [];
    for (const v of ["Acme", "Beta"])
      ids.push((await addFounder(deps, arena!.id, founder(v), { kind: "system" })) as string);
    await openStaking(deps, arena!.id, { kind: "system" });
    await saveStakes(t.db, {
      arenaId: arena!.id,
      userId: milo.id,
      stakes: new Map([[ids[0]!, 30]]),
    });
    // An admin suspends him.
    const suspended = await postAs(t, `/admin/members/${milo.id}.data`, admin, {
      intent: "suspend",
      reason: "Testing the history",
    });
    expect(suspended.statusCode).toBe(200);

    // An e-mail is in the History once the outbox has recorded it sent (after the relay took it).
    const story = async (id: string) => (await memberHistory(t.db, id)).map((e) => e.text);
    await expect
      .poll(() => story(milo.id), { timeout: 10_000 })
      .toContain("Was sent the e-mail “Welcome to History Arena” (Arena).");
    const miloStory = await story(milo.id);
    expect(miloStory).toEqual(
      expect.arrayContaining([
        H.joined("Rita Referrer"),
        H.confirmed,
        H.invited("History Arena", place!.place),
        "Milo Member accepted a seat in the arena “History Arena”.",
        H.staked(30, "Acme", "History Arena"),
        "Was sent the e-mail “Welcome to History Arena” (Arena).",
        expect.stringMatching(/suspended Milo Member \(reason: Testing the history\)\.$/),
      ]),
    );
    // Newest first.
    const order = [
      "Milo Member accepted a seat in the arena “History Arena”.",
      H.invited("History Arena", place!.place),
      H.confirmed,
      H.joined("Rita Referrer"),
    ].map((line) => miloStory.indexOf(line));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await expect
      .poll(() => story(rita.id), { timeout: 10_000 })
      .toContain("Was sent the e-mail “Milo joined through your link” (referral update).");
    const ritaStory = await story(rita.id);
    expect(ritaStory).toEqual(
      expect.arrayContaining([
        H.joined(null),
        H.referralJoined("Milo Member"),
        H.referralCounted("Milo Member"),
        "Was sent the e-mail “Milo joined through your link” (referral update).",
        H.list("referral", false, "link"),
        expect.stringMatching(/^\+\d+ points: /),
      ]),
    );

    // The page shows it under 'History', each line with its time.
    const page = text((await getAs(t, `/admin/members/${milo.id}`, admin)).body);
    expect(page).toContain(H.title);
    expect(page).toContain("Milo Member accepted a seat in the arena “History Arena”.");
    expect(page).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTCJoined the waitlist through Rita/);
  });
});
