import type { allocationRuns } from '#server/db/schema/index';
import type { AppServices } from '#server/services/app-services';
import type { ServiceScope, Viewer } from '#server/services/scope';

// Types shared by the lottery's services: a run's row, its mode, and the scope staff act in.

export type AllocationRunRow = typeof allocationRuns.$inferSelect;
/** `full` draws everyone; `unplaced-only` (docs/allocation.md) only people holding no place. */
export type AllocationMode = 'full' | 'unplaced-only';
export type AllocationServices = Pick<AppServices, 'db' | 'pubsub' | 'now' | 'jobs'>;
/** Staff's scope on the current festival, with the queue and pubsub runs and publishing use. */
export type AllocationScope = ServiceScope<Viewer> & Pick<AppServices, 'pubsub' | 'jobs'>;
