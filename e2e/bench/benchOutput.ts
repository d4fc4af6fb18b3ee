import { gzipBytesOfUrls } from './distSizes';
import { kib } from './stats';
import type { WireEntry } from './wireLog';

/** The code files of a load, gzip -9 each, heaviest first: where the bytes go. */
export function printHeaviestFiles(title: string, files: readonly WireEntry[], limit = Number.POSITIVE_INFINITY): void {
  console.log(`\n${title} (gzip -9), heaviest first:`);
  const sized = files.map((entry) => ({ path: new URL(entry.url).pathname, bytes: gzipBytesOfUrls([entry.url]) }));
  for (const file of sized.sort((a, b) => b.bytes - a.bytes).slice(0, limit)) console.log(`- ${file.path}: ${kib(file.bytes)}`);
}

/** Runs that failed are listed, not hidden: a figure is missing rather than wrong. */
export function printNotMeasured(problems: readonly string[]): void {
  if (problems.length === 0) return;
  console.log('\nNot measured:');
  for (const problem of problems) console.log(`- ${problem}`);
}

/** A bench's entry point: its error's first words and a failing exit code, for `npm run bench`. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
