/**
 * Counts how many times this package is evaluated in one page. Module Federation must give host and
 * every remote the same instance; the end-to-end tests read this counter to prove it (a second
 * instance would mean a second token store).
 */
declare global {
  var __nailOrNeverShared: { evaluations: number } | undefined;
}

const registry = (globalThis.__nailOrNeverShared ??= { evaluations: 0 });
registry.evaluations += 1;

export const sharedEvaluationCount = (): number => registry.evaluations;
