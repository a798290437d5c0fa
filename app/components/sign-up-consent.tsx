import { Link } from "react-router";
import { signUpConsent } from "~/content/legal/consent";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * The line under a sign-up button: what joining agrees to (ADR 182; app/domain/accounts/sign-up.server.ts
 * records it).
 */
export function SignUpConsent() {
  const { lead, terms, and, privacy, news } = signUpConsent;
  return (
    <>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        {lead}{" "}
        <Link to={terms.to} className={linkClass}>
          {terms.label}
        </Link>{" "}
        {and}{" "}
        <Link to={privacy.to} className={linkClass}>
          {privacy.label}
        </Link>
        .
      </p>
      <p className="mt-2 text-center text-sm text-muted-foreground">{news}</p>
    </>
  );
}
