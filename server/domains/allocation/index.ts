export {
  allocationJobs,
  type AllocationRunRow,
  findViewerAllocation,
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from './allocation.service';
