export { DonationRef } from './donations.graphql';
export {
  createDonationIntentHandler,
  type DonationRow,
  donationsCsvExport,
  findDonationByPaymentIntent,
} from './donations.service';
