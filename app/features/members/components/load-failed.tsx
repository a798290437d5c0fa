import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { path } from "~/content/paths";

/**
 * A member screen whose data could not be loaded (docs/product.md#dashboard: 'Failed to load …').
 */
export function LoadFailed({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      <p className="text-muted-foreground">Please try again in a moment.</p>
      <Button asChild variant="outline">
        <Link to={path("/")}>Return to Home</Link>
      </Button>
    </section>
  );
}
