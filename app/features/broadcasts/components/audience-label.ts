import { AUDIENCE_LABELS, ROLE_LABELS } from "~/content/broadcasts";

/** 'All members', 'Community: Indiana', 'Role: Founders', 'Arena seat holders: IU Spring'. */
export function audienceLabel(a: { kind: string; value: string | null; name?: string | null }) {
  const kind = AUDIENCE_LABELS[a.kind as keyof typeof AUDIENCE_LABELS] ?? a.kind;
  if (a.kind === "all") return kind;
  const value =
    a.kind === "role" ? (ROLE_LABELS[a.value as keyof typeof ROLE_LABELS] ?? a.value) : a.name;
  return value ? `${kind}: ${value}` : kind;
}
