import { z } from 'zod';

/**
 * The public programme's search params [issue 28]: which day, list or grid, and the filters, so a
 * filtered view is a link someone can share. Ids are numbers in the URL (`?venue=3`, as a person
 * types it); anything unknown or malformed is dropped rather than failing the page.
 */
const id = z.coerce.number().int().positive().optional().catch(undefined);

export const ZProgrammeSearch = z.object({
  view: z.enum(['list', 'grid']).optional().catch(undefined),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  venue: id,
  presenter: id,
  city: id,
  suitability: z.string().trim().min(1).max(300).optional().catch(undefined),
  places: z
    .union([z.boolean(), z.enum(['true', '1'])])
    .transform(() => true as const)
    .optional()
    .catch(undefined),
});
export type ProgrammeSearch = z.infer<typeof ZProgrammeSearch>;

/** The search params that narrow the programme (the view and day only choose how to see it). */
export const PROGRAMME_FILTER_KEYS = ['venue', 'presenter', 'city', 'suitability', 'places'] as const;

export function hasProgrammeFilters(search: ProgrammeSearch): boolean {
  return PROGRAMME_FILTER_KEYS.some((key) => search[key] !== undefined);
}

export interface FilterableSession {
  full: boolean;
  cancelled?: boolean;
  venue?: { id: string } | null;
}

export interface FilterableActivity {
  suitability?: string;
  presenters: ReadonlyArray<{ id: string; isFestival?: boolean; city?: { id: string } | null }>;
}

/** Whether one session of an activity passes every filter given (filters combine with AND). */
export function matchesProgrammeSearch(
  activity: FilterableActivity,
  session: FilterableSession,
  search: ProgrammeSearch,
): boolean {
  if (search.venue !== undefined && session.venue?.id !== String(search.venue)) return false;
  if (search.presenter !== undefined && !activity.presenters.some((p) => p.id === String(search.presenter)))
    return false;
  if (
    search.city !== undefined &&
    !activity.presenters.some((p) => !p.isFestival && p.city?.id === String(search.city))
  )
    return false;
  if (search.suitability !== undefined && activity.suitability?.trim() !== search.suitability) return false;
  if (search.places && (session.full || session.cancelled)) return false;
  return true;
}
