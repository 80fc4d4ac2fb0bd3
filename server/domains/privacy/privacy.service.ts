import type { Database } from '#server/db/client';

/**
 * Operations of the privacy domain. Each takes the database (or a transaction) and one object
 * argument, so resolvers, workers, the seed and tests call the same code (convention 5).
 */
export type PrivacyDatabase = Database;
