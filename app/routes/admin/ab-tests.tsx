import { AbResultsTab } from "~/features/experiments/components/ab-results-tab";

/** A/B Tests: the tab loads its figures from /admin/ab-results ('Refresh Data', spec §6). */
export default function AdminAbTests() {
  return <AbResultsTab />;
}
