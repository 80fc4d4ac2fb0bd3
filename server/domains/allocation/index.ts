export {
  type AllocationRunRow,
  allocationJobs,
  findViewerAllocation,
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from './allocation.service';
