export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export const kib = (bytes: number): string => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);

export const ms = (milliseconds: number): string => (Number.isNaN(milliseconds) ? 'n/a' : `${Math.round(milliseconds)} ms`);
