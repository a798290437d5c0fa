import { data } from "react-router";
import type { Route } from "./+types/not-found";

// docs/product.md#not-found: records the attempted path in the log and answers 404.
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.services.log.warn({ path: pathname }, "404 Not Found");
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
