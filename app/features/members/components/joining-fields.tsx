import { useId } from "react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { joiningText as t } from "~/content/joining";
import { COMMUNITY_MAX_LENGTH } from "~/lib/limits";
import { MEMBER_ROLES, type MemberRole } from "~/lib/member-roles";

/**
 * 'I'm joining as' and 'University or community' (docs/architecture.md D24): both optional,
 * no role chosen by default; the community field suggests the communities already waiting
 * (a datalist; the server matches spellings case- and space-insensitively).
 */
export function JoiningFields({
  suggestions,
  role = null,
  community = null,
}: {
  suggestions: string[];
  role?: MemberRole | null;
  community?: string | null;
}) {
  const roleId = useId();
  const communityId = useId();
  const listId = useId();
  return (
    <>
      <Field id={roleId} label={t.role} description={t.optional}>
        <NativeSelect
          id={roleId}
          name="role"
          defaultValue={role ?? ""}
          aria-describedby={`${roleId}-hint`}
        >
          <option value="">{t.noRole}</option>
          {MEMBER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={communityId} label={t.community} description={t.optional}>
        <Input
          id={communityId}
          name="community"
          maxLength={COMMUNITY_MAX_LENGTH}
          autoComplete="organization"
          list={suggestions.length ? listId : undefined}
          defaultValue={community ?? ""}
          aria-describedby={`${communityId}-hint`}
        />
      </Field>
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
