import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { path } from "~/content/paths";

/** docs/product.md#not-found */
export function NotFoundScreen() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-6xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild>
        <Link to={path("/")}>Return to Home</Link>
      </Button>
    </section>
  );
}

/**
 * A response a route threw on purpose (403, 405, 429, …): its status in the status's own
 * words and the message it carries; never the crash screen (docs/product.md#every-screen).
 */
export function StatusScreen({
  status,
  statusText,
  message,
}: {
  status: number;
  statusText: string;
  message?: string;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-4xl font-bold">{`${status} ${statusText}`}</h1>
      <p className="text-xl text-muted-foreground">
        {message ?? "This page cannot be shown for this request."}
      </p>
      <Button asChild>
        <Link to={path("/")}>Return to Home</Link>
      </Button>
    </section>
  );
}

/** docs/product.md#every-screen: the fallback for an uncaught rendering error. */
export function UnexpectedErrorScreen({ message, stack }: { message: string; stack?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <h2 className="mt-4 text-lg italic">{message}</h2>
      {stack ? (
        <pre
          className="mt-4 overflow-x-auto rounded-md bg-muted p-4 text-xs"
          tabIndex={0}
          aria-label="Stack trace"
        >
          {stack}
        </pre>
      ) : null}
    </section>
  );
}
