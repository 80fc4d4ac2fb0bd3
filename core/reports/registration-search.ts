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
});
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
