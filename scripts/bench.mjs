#!/usr/bin/env node
// `npm run bench`: the performance figures the issues ask for, printed as Markdown tables.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps } from './lib/buildApps.mjs';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ROOT, bin } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

await ensureInstalled();
await buildApps();

const benches = [
  'api/bench/authBench.ts',
  'api/bench/catalogBench.ts',
  'api/bench/scaleOutBench.ts',
  'api/bench/clientSearchBench.ts',
  'api/bench/bookingWeekBench.ts',
  'api/bench/availabilityBench.ts',
  'api/bench/bookingRangeBench.ts',
  'e2e/bench/loadBench.ts',
  'e2e/bench/lighthouseBench.ts',
  'e2e/bench/serviceSectionBench.ts',
  'e2e/bench/galleryBench.ts',
  'e2e/bench/bookingCalendarBench.ts',
  'e2e/bench/clientFieldBench.ts',
  'e2e/bench/liveUpdatesBench.ts',
  // Without BENCH_SAKAI_URL (Sakai React built and served outside this project) it only says how to run it.
  'e2e/bench/sakaiBench.ts',
];
let failed = 0;
for (const bench of benches) {
  if (!existsSync(path.join(ROOT, bench))) {
    console.log(`\n(${bench} is not there yet)`);
    continue;
  }
  console.log(`\n## ${bench}\n`);
  const code = await run(bin('tsx'), [bench], { env: { ...process.env, LOG_LEVEL: 'warn' } });
  if (code !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
