import { z } from 'zod';

/**
 * The staff registrations list's search params and filters (issue 15), shared by the route's
 * validateSearch and the resolver so a URL and an API call mean the same thing.
 */

export const REGISTRATION_FILTERS = ['all', 'unpaid', 'nothing', 'waitlisted'] as const;
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number];

export const REGISTRATION_FILTER_LABELS: Record<RegistrationFilter, string> = {
  all: 'Everyone',
  unpaid: 'Still owe money',
  nothing: 'No places',
  waitlisted: 'On a waitlist',
};

/** Filters that reveal money, so they need the payments permission. */
export const MONEY_FILTERS: readonly RegistrationFilter[] = ['unpaid'];

/** Bad or unknown values fall back to the defaults instead of failing the page. */
export const ZRegistrationListSearch = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  filter: z.enum(REGISTRATION_FILTERS).optional().catch(undefined),
  /** Which page of the list, from 1 (issue 32: a long list is read a page at a time). */
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

/** Rows on one page of the staff registrations list. */
export const REGISTRATIONS_PAGE_SIZE = 50;

/** "Showing 1–50 of 2,000" for a page of a list (or "None" when the list is empty). */
export function describePage({ offset, shown, of }: { offset: number; shown: number; of: number }): string {
  if (of === 0 || shown === 0) return `Showing 0 of ${of.toLocaleString('en-NZ')}`;
  const from = (offset + 1).toLocaleString('en-NZ');
  const to = (offset + shown).toLocaleString('en-NZ');
  return `Showing ${from}–${to} of ${of.toLocaleString('en-NZ')}`;
}
export type TRegistrationListSearch = z.infer<typeof ZRegistrationListSearch>;

export interface RegistrationFacts {
  /** Places held (workshop sessions). */
  places: number;
  waitlists: number;
  /** What is left to pay, in cents (0 when paid up or in credit). */
  outstanding: number;
}

export function matchesRegistrationFilter(filter: RegistrationFilter, facts: RegistrationFacts): boolean {
  switch (filter) {
    case 'unpaid':
      return facts.outstanding > 0;
    case 'nothing':
      return facts.places === 0;
    case 'waitlisted':
      return facts.waitlists > 0;
    default:
      return true;
  }
}
