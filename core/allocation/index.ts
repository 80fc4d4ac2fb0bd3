/**
 * The workshop allocation lottery: a pure, deterministic allocator with its validator, measures,
 * hard-rule checker and the random-serial-dictatorship baseline. See docs/allocation.md.
 */
export { allocate, PRIORITY } from './allocate';
export { checkHardRules } from './rules';
export { computeMeasures, satisfactionFor } from './measures';
export type { AllocationMeasures, RankShares } from './measures';
export { randomSerialDictatorship } from './random-serial-dictatorship';
export { validateInstance, ZAllocationInstance } from './validate';
export type { ValidationResult } from './validate';
export type * from './types';
