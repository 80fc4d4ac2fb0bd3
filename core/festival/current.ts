/**
 * The festival people mean by "this year's" on `today` (a Pacific/Auckland date, YYYY-MM-DD): the
 * soonest one that has not ended, else the latest one that has.
 */
export function currentFestivalAmong<T extends { id: number; startDate: string; endDate: string }>(
  festivals: readonly T[],
  today: string,
): T | null {
  const byStart = [...festivals].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return byStart.find((festival) => festival.endDate >= today) ?? byStart.at(-1) ?? null;
}
