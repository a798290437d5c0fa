/** The leaderboard's podium marks, by place. */
export type Medal = "gold" | "silver" | "bronze";

const BY_PLACE: Record<number, Medal> = { 1: "gold", 2: "silver", 3: "bronze" };

/**
 * Ties share a rank (1, 1, 3: members with equal points rank together), and a medal goes
 * only to a place one member holds alone: two members tied for first both read
 * '#1' and neither gets the trophy, so a medal always names one person, and the next place
 * keeps its own (a unique 3rd after a tie for 1st is bronze). `holders` is how many members
 * share `rank`.
 */
export function medalOf(rank: number, holders: number): Medal | null {
  return holders === 1 ? (BY_PLACE[rank] ?? null) : null;
}

/** How many of `rows` hold each rank. */
export function holdersByRank(rows: { rank: number }[]): Map<number, number> {
  const holders = new Map<number, number>();
  for (const { rank } of rows) holders.set(rank, (holders.get(rank) ?? 0) + 1);
  return holders;
}
