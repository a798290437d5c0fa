import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useResultToast } from "~/components/use-result-toast";
import { stakingCopy } from "~/content/staking";
import type { ActionResult } from "~/lib/action-result";
import { checkStakes } from "~/domain/arenas/stake-rule";
import type { PublicStaking } from "~/features/arenas/stake-page.server";

const P = stakingCopy.public;

/**
 * 'Stake your tokens' (ADR 215): a native form the server checks (whole tokens, the
 * allowance). With JavaScript it tells the truth while typing — tokens left or '{n} tokens
 * over', each field not whole — and 'Save Stakes' explains a refusal instead of posting it.
 * Without, a refusal comes back with what was typed and the reason at the top of the form,
 * which the address's #stake scrolls into view.
 */
export function StakeForm({
  slug,
  staking,
  mine,
}: {
  slug: string;
  staking: PublicStaking;
  mine: Record<string, number>;
}) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const answer = result?.intent === "stake" ? result : undefined;
  useResultToast(answer, { idle: navigation.state === "idle" });
  const total = staking.tokensPerSeat;
  const given = answer && !answer.ok ? answer.values : undefined;
  const initial = Object.fromEntries(
    staking.lineUp.map((f) => [f.id, given?.[f.id] ?? String(mine[f.id] ?? 0)]),
  );
  // What is typed (null: nothing yet since the page or the answer came).
  const [typed, setTyped] = useState<Record<string, string> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new answer shows itself: what it gave back is what was typed.
  useEffect(() => setTyped(null), [answer]);
  const check = checkStakes(typed ?? initial, total);
  const invalid = new Set(check.invalid);
  const error = refusal ?? (typed === null && answer && !answer.ok ? answer.error : null);
  const read = (form: HTMLFormElement) =>
    Object.fromEntries(
      staking.lineUp.map((f) => {
        const input = form.elements.namedItem(`stake-${f.id}`);
        return [f.id, input instanceof HTMLInputElement ? input.value : ""];
      }),
    );
  return (
    <section
      id="stake"
      aria-labelledby="arena-stake"
      className="grid scroll-mt-4 gap-3 rounded-md border p-4"
    >
      <h2 id="arena-stake" className="text-2xl font-semibold">
        {P.stake}
      </h2>
      <ClosingLine staking={staking} />
      <p className="text-muted-foreground">{P.educational}</p>
      <Form
        method="post"
        action={`/arenas/${encodeURIComponent(slug)}#stake`}
        className="grid gap-4"
        onInput={(event) => {
          setTyped(read(event.currentTarget));
          setRefusal(null);
        }}
        onSubmit={(event) => {
          const now = checkStakes(read(event.currentTarget), total);
          const why =
            now.invalid.length > 0 ? P.wholeNumbers : now.over > 0 ? P.atMost(total) : null;
          if (!why) return setRefusal(null);
          event.preventDefault();
          setRefusal(why);
        }}
      >
        <input type="hidden" name="intent" value="stake" />
        <FormMessage error={error} />
        {staking.lineUp.map((f) => (
          <Field
            key={f.id}
            id={`stake-${f.id}`}
            label={P.tokensFor(f.ventureName)}
            errors={invalid.has(f.id) ? P.wholeNumbers : null}
          >
            <Input
              id={`stake-${f.id}`}
              name={`stake-${f.id}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              defaultValue={initial[f.id]}
              className="max-w-40"
            />
          </Field>
        ))}
        <p aria-live="polite" className="font-medium">
          {check.over > 0 ? P.over(check.over) : P.left(check.left, total)}
        </p>
        {answer?.ok ? (
          <noscript>
            <p role="status">{answer.message}</p>
          </noscript>
        ) : null}
        <p>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {P.save}
          </Button>
        </p>
      </Form>
    </section>
  );
}

/** 'Staking closes {date, time, zone}' and the pool, while the window is open. */
export function ClosingLine({ staking }: { staking: PublicStaking }) {
  return (
    <p className="font-medium">
      {staking.closesAt ? `${P.closesAt(staking.closesAt)} · ` : ""}
      {P.pool(staking.pool)}
    </p>
  );
}
