import { Fragment } from "react";

/**
 * An e-mail address that wraps only after its '@' and its dots: a narrow cell or
 * card breaks `ada.lovelace@example.com` into `ada.` `lovelace@` `example.com`, never
 * mid-letter. A masked address (`a***@e***.com`) wraps the same way.
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
