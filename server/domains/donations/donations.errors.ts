import { domainError } from '#server/services/errors';

/** Staff have turned the donationsOpen setting off. */
export class DonationsClosedError extends domainError(
  'DONATIONS_CLOSED',
  () => 'Donations are closed for now.',
) {}
