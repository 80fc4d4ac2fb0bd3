export { FestivalRef, VenueRef, WorkshopPricingRef } from './festival.graphql';
export { type FestivalRow, findFestival, getCurrentFestival, type VenueRow } from './festival.service';
