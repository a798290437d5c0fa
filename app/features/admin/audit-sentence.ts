import { auditCopy as C, auditPredicates } from "~/content/audit";

/** What a sentence needs of an audit row: who, what, on which thing (by name when known). */
export type AuditFacts = {
  actor: "admin" | "member" | "cli" | "system";
  /** The admin's name (or address), null once they are deleted. */
  actorName: string | null;
  action: string;
  /** The stored target, e.g. 'user:<id>', 'milestone:<uuid>', 'form:<name>'. */
  target: string | null;
  /** The target's name looked up now (member, milestone, arena, broadcast subject…), or null. */
  targetName: string | null;
  details: Record<string, unknown>;
  /** 'community.merge': the name of the community the members moved into. */
  intoName?: string | null;
  /** The members its details name ('user', 'members'), by name now; null once deleted. */
  memberNames?: (string | null)[];
  /** The milestone its details name ('milestone'), by name now. */
  milestoneName?: string | null;
};

export function actorLabel(facts: Pick<AuditFacts, "actor" | "actorName">): string {
  if (facts.actor === "admin") return facts.actorName ?? C.actors.deletedAdmin;
  // A member acting on their own account (an answer to an invitation) is named.
  if (facts.actor === "member" && facts.actorName) return facts.actorName;
  return C.actors[facts.actor];
}

/** The target as words: a member's name, a thing's name in quotes, or what it was. */
export function targetLabel(facts: Pick<AuditFacts, "target" | "targetName" | "details">): string {
  if (!facts.target) return "";
  const kind = facts.target.slice(0, facts.target.indexOf(":")) as keyof typeof C.gone;
  if (facts.targetName) return kind === "user" ? facts.targetName : `“${facts.targetName}”`;
  // A thing deleted since: the name or slug its row recorded, if any.
  const recorded = facts.details?.name ?? facts.details?.slug;
  if (kind !== "user" && typeof recorded === "string") return `“${recorded}”`;
  return C.gone[kind] ?? facts.target;
}

/**
 * The row as a sentence, split around the target so a page can link it: `[before, after]`
 * with the target's words between them (`after` is null when the sentence names no target).
 */
export function auditSentenceParts(facts: AuditFacts): { before: string; after: string | null } {
  const MARK = "\u0000";
  const predicate = auditPredicates[facts.action];
  const text = `${actorLabel(facts)} ${
    predicate
      ? predicate(
          MARK,
          {
            ...facts.details,
            intoName: facts.intoName,
            memberNames: facts.memberNames,
            milestoneName: facts.milestoneName,
          },
          facts.actor,
        )
      : C.unknown(facts.action, facts.target ? MARK : null)
  }`;
  const at = text.indexOf(MARK);
  return at < 0
    ? { before: text, after: null }
    : { before: text.slice(0, at), after: text.slice(at + MARK.length) };
}

/** The row as one sentence of plain text, e.g. 'Ada Admin suspended Rita Quasar (reason: spam).' */
export function auditSentence(facts: AuditFacts): string {
  const { before, after } = auditSentenceParts(facts);
  return after === null ? before : before + targetLabel(facts) + after;
}
