export { FestivalRef, VenueRef, WorkshopPricingRef } from './festival.graphql';
export {
  type FestivalRow,
  findFestival,
  getCurrentFestival,
  loadVenues,
  type VenueRow,
} from './festival.service';
export { createFestival, saveVenue, setCurrentFestival, updateFestival } from './festival-admin.service';
export { PHASE_DATE_KEYS, type PhaseDateChanges, writePhaseDates } from './phase-dates.service';
export {
  currentFestivalFromMemory,
  currentFestivalOf,
  festivalAtRequestStart,
  type MemoryContext,
  programmeVersionColumn,
  readProgrammeFromMemory,
  remembered,
  rememberedSoFar,
} from './programme-memory';
