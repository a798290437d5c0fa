import { redirect } from "react-router";

// docs/architecture.md D4: the declared /join-venturestaker path leads to the waitlist.
export function loader() {
  return redirect("/waitlist", 301);
}
