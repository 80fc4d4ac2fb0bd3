export {
  type AllocationRunRow,
  allocationJobs,
  draftOf,
  findViewerAllocation,
  moveAllocationParticipant,
  startAllocationRun,
  stepAllocationAdjustment,
  waitForAllocationJobs,
} from './allocation.service';
export { publishAllocation } from './publish.service';
