export {
  type AllocationRunRow,
  findViewerAllocation,
  publishAllocation,
  startAllocationRun,
  waitForAllocationJobs,
} from './allocation.service';
