// The dashboard's part of the journey's copy (ADRs 231–233): 'Your Venture' and 'Your
// Founders' only, so the dashboard's scripts carry these lines and not the venture page's.

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
export const formatUsd = usd;

/** A date as the page and the e-mails say it: '12 March 2027'. */
export const formatJourneyDate = (value: Date | string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value),
  );

/** A venture's page (ADR 231), as a link inside the site. */
export const ventureHref = (slug: string, id: string) =>
  `/arenas/${encodeURIComponent(slug)}/ventures/${id}`;

export const journeyDashboardCopy = {
  yourVenture: "Your Venture",
  yourVentureHint: "What you share here goes to your stakers and followers.",
  stakers: (n: number) => `${n} ${n === 1 ? "staker" : "stakers"}`,
  followers: (n: number) => `${n} ${n === 1 ? "follower" : "followers"}`,
  grant: (amount: number) => `Grant: ${usd(amount)}`,
  grantPending: "Grant: once the results are published",
  round: (name: string, date: string) => `Round: ${name}, closes on ${date}`,
  yourUpdates: "Your updates",
  yourFounders: "Your Founders",
  yourFoundersHint: "The ventures you staked on, and the ones you follow.",
  tokens: (n: number) => `${n} tokens`,
  latest: "Latest update",
  none: "No update yet",
  following: "Following",
  post: "Post an Update",
  grantLabel: "Grant",
  roundHeading: (name: string) => `Round: ${name}`,
  roundClosed: "This round has closed.",
  interestedStakers: "Interested stakers",
  noInterest: "Nobody has indicated interest yet.",
  columns: { name: "Name", email: "E-mail", amount: "Amount", date: "Date" },
  total: (count: number, sum: number) =>
    `Total: ${usd(sum)} from ${count} ${count === 1 ? "staker" : "stakers"}.`,
  csv: "Download CSV",
} as const;
