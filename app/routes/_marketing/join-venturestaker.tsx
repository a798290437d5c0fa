import { redirect } from "react-router";
import { path } from "~/content/paths";

// docs/architecture.md D4: the declared /join-venturestaker path leads to the waitlist.
export function loader() {
  return redirect(path("/waitlist"), 301);
}
