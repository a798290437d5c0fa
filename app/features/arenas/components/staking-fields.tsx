import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { STAKING_LIMITS, stakingCopy } from "~/content/staking";
import type { FieldConstraint } from "~/lib/form-constraints";
import type { AdminArena } from "~/domain/arenas/arenas.server";

const S = stakingCopy.admin;

/**
 * The Arena dialog's 'Grant pool' and 'Tokens per seat' (ADR 215): frozen once staking has
 * closed (read-only and not sent, so the server keeps them; the database refuses a change).
 */
export function StakingFields({
  existing,
  constraints: K,
}: {
  existing: AdminArena | null;
  constraints: Record<"grantPool" | "tokensPerSeat", FieldConstraint>;
}) {
  const frozen = existing?.staking === "closed" || existing?.staking === "published";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="arena-grant-pool"
        label={S.fields.grantPool}
        description={frozen ? S.frozen : undefined}
      >
        <Input
          id="arena-grant-pool"
          name={frozen ? undefined : "grantPool"}
          type="number"
          inputMode="numeric"
          {...K.grantPool}
          required
          step={1}
          readOnly={frozen}
          defaultValue={existing?.grantPool ?? STAKING_LIMITS.grantPool.default}
        />
      </Field>
      <Field id="arena-tokens" label={S.fields.tokensPerSeat}>
        <Input
          id="arena-tokens"
          name={frozen ? undefined : "tokensPerSeat"}
          type="number"
          inputMode="numeric"
          {...K.tokensPerSeat}
          required
          step={1}
          readOnly={frozen}
          defaultValue={existing?.tokensPerSeat ?? STAKING_LIMITS.tokensPerSeat.default}
        />
      </Field>
    </div>
  );
}
