import { Fragment } from "react";

/**
 * An e-mail address that may wrap only after its '@' and its dots: a narrow
 * screen breaks 'ada.lovelace@example.org' at those points, never mid-word.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className="break-normal">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}
