export { FestivalRef, VenueRef, WorkshopPricingRef } from './festival.graphql';
export { type FestivalRow, findFestival, getCurrentFestival, type VenueRow } from './festival.service';
export { createFestival, saveVenue, updateFestival } from './festival-admin.service';
