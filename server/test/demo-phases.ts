/**
 * A moment in each registration phase of the demo festival (its dates are in server/db/seed/demo.ts),
 * for tests that set the clock. A test that changes the festival's dates keeps its own moments.
 */

/** Earlybird: people rank workshops; nobody holds a place yet. */
export const EARLYBIRD = new Date('2027-03-01T00:00:00Z');

/** The earlybird has closed and general registration has not opened: the moment staff run the lottery. */
export const PAUSED = new Date('2027-08-05T00:00:00Z');

/** General registration: first come, first served, with waitlists; balances count places held. */
export const GENERAL = new Date('2027-09-01T00:00:00Z');
