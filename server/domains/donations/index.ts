export { DonationRef } from './donations.graphql';
export {
  createDonationIntentHandler,
  type DonationRow,
  findDonationByPaymentIntent,
} from './donations.service';
