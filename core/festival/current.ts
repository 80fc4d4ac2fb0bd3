/**
 * The festival the public site shows (issue 26): the one staff chose (`isCurrent`). Before anyone
 * has chosen (a database from before the choice existed, or rows a script wrote), the festival
 * people mean by "this year's" on `today` (a Pacific/Auckland date, YYYY-MM-DD): the soonest one
 * that has not ended, else the latest one that has.
 */
export function currentFestivalAmong<
  T extends { id: number; startDate: string; endDate: string; isCurrent?: boolean },
>(festivals: readonly T[], today: string): T | null {
  const chosen = festivals.find((festival) => festival.isCurrent);
  if (chosen) return chosen;
  const byStart = [...festivals].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return byStart.find((festival) => festival.endDate >= today) ?? byStart.at(-1) ?? null;
}
