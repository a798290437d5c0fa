import { redirect } from "react-router";

// ADR decision 4: the declared /join-venturestaker path leads to the waitlist.
export function loader() {
  return redirect("/waitlist", 301);
}
