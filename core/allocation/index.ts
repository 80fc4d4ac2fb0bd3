/**
 * The workshop allocation lottery: a pure, deterministic allocator with its validator, measures,
 * hard-rule checker and the random-serial-dictatorship baseline. See docs/allocation.md.
 */
export { allocate, PRIORITY } from './allocate';
export type { AllocationMeasures, RankShares } from './measures';
export { computeMeasures, satisfactionFor } from './measures';
export { randomSerialDictatorship } from './random-serial-dictatorship';
export { checkHardRules } from './rules';
export type * from './types';
export type { ValidationResult } from './validate';
export { validateInstance, ZAllocationInstance } from './validate';
