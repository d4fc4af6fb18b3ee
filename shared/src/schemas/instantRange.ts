/**
 * The instants a booking may use, both ends included. Far-off years are typing mistakes, and
 * outside four-digit years an ISO string no longer sorts like its time (`+010000-…` < `9999-…`).
 */
export const INSTANT_RANGE = {
  earliestMs: Date.UTC(2000, 0, 1),
  latestMs: Date.UTC(2100, 0, 1),
} as const;

export const INSTANT_RANGE_MESSAGE = 'Enter a time between 2000-01-01 and 2100-01-01 (UTC).';

export const isInstantInRange = (epochMs: number): boolean => epochMs >= INSTANT_RANGE.earliestMs && epochMs <= INSTANT_RANGE.latestMs;
