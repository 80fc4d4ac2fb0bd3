import { DomainError } from '#server/graphql/errors';

/** Staff have turned the donationsOpen setting off. */
export class DonationsClosedError extends DomainError {
  override readonly code = 'DONATIONS_CLOSED';
  constructor() {
    super('Donations are closed for now.');
    this.name = 'DonationsClosedError';
  }
}
