import { data } from "react-router";

export type FieldErrors = Record<string, string>;

/**
 * What every form action answers its page with (CONTRIBUTING.md "Add a form"): success,
 * with an optional message to show, or a failure with the message to show. `intent` names
 * the form of a page with several; `title` is a toast's title; `fieldErrors` and `values`
 * carry a field-by-field refusal that refills the form; `data` is what a success hands back,
 * or what a refusal still did (the sample exam is scored even when its e-mail is refused).
 */
export type ActionResult<Data = undefined> =
  | { ok: true; intent?: string; title?: string; message?: string; data?: Data }
  | {
      ok: false;
      intent?: string;
      title?: string;
      error: string;
      field?: string;
      fieldErrors?: FieldErrors;
      values?: Record<string, string>;
      data?: Data;
    };

export type ActionSuccess<Data = undefined> = Extract<ActionResult<Data>, { ok: true }>;
export type ActionFailure<Data = undefined> = Extract<ActionResult<Data>, { ok: false }>;

/** A success answer (status 200 unless `init` says otherwise). */
export function actionOk<Data = undefined>(
  result: Omit<ActionSuccess<Data>, "ok"> = {},
  init?: ResponseInit,
) {
  return data<ActionResult<Data>>({ ok: true, ...result }, init);
}

/** A failure answer with its HTTP status (400 unless given). */
export function actionFail<Data = never>(
  error: string,
  status = 400,
  extra: Omit<ActionFailure<Data>, "ok" | "error"> = {},
  headers?: HeadersInit,
) {
  return data<ActionResult<Data>>({ ok: false, error, ...extra }, { status, headers });
}

/**
 * Multi-form pages post an `intent`; each intent has one handler in its feature (the Epic
 * Stack's profile pattern) and the route only dispatches. An unknown intent is a 400.
 */
export async function dispatchIntent<Context, Answer>(
  intent: unknown,
  handlers: Record<string, (context: Context) => Promise<Answer>>,
  context: Context,
): Promise<Answer | ReturnType<typeof actionFail<never>>> {
  const handler =
    typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : null;
  return handler ? handler(context) : actionFail("Unknown action");
}
