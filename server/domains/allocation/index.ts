export type { AllocationRunRow } from './allocation.types';
export { moveAllocationParticipant, stepAllocationAdjustment } from './allocation-adjustments';
export { allocationJobs, draftOf, startAllocationRun, waitForAllocationJobs } from './allocation-runs';
export { publishAllocation } from './publish.service';
export { findViewerAllocation } from './viewer-allocation';
