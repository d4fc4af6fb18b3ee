import { BENCH_PAGES, BENCH_SECTIONS } from './benchPages';
import { CONDITIONS, type ConditionName } from './conditions';
import type { AppName } from './distSizes';
import type { LoadSample, Samples } from './samples';
import { kib, median, ms } from './stats';

export interface SharedCheck {
  evaluations: number | null;
  /** Libraries fetched more than once, with the URLs; empty when all is well. */
  duplicates: string[];
}

export interface BenchReport {
  runs: number;
  samples: Samples;
  entries: { app: AppName; bytes: number }[];
  hostFirstLoadGzip: number;
  shared: SharedCheck | null;
}

type Row = [measure: string, unthrottled: string, slow: string, target: string];

const verdict = (value: number, limit: number): string => (Number.isNaN(value) ? '' : value <= limit ? ' ✅' : ' ❌');
const within = (limit: number, value: number): string => `≤ ${kib(limit)}${verdict(value, limit)}`;

const pick = (samples: readonly LoadSample[], field: (sample: LoadSample) => number): number => median(samples.map(field));

function perCondition(
  source: (condition: ConditionName) => readonly LoadSample[],
  field: (sample: LoadSample) => number,
  format: (value: number) => string,
): [string, string, number] {
  const unthrottled = pick(source('unthrottled'), field);
  const slow = pick(source('slow'), field);
  return [format(unthrottled), format(slow), unthrottled];
}

function pageRows(report: BenchReport): Row[] {
  const rows: Row[] = [];
  for (const page of BENCH_PAGES) {
    const source = (condition: ConditionName) => report.samples.pages[condition][page.key];
    const [jsU, jsS] = perCondition(source, (s) => s.js, kib);
    const [cssU, cssS] = perCondition(source, (s) => s.css, kib);
    const [codeU, codeS, code] = perCondition(source, (s) => s.js + s.css, kib);
    const [gzU, gzS, gz] = perCondition(source, (s) => s.jsCssGzipFromFiles, kib);
    const [fontU, fontS, fonts] = perCondition(source, (s) => s.fonts, kib);
    const [timeU, timeS] = perCondition(source, (s) => s.timeMs, ms);
    const encodings = [...new Set(source('unthrottled').flatMap((s) => s.encodings))].join(', ') || 'n/a';
    rows.push(
      [`${page.title}: JS over the wire`, jsU, jsS, ''],
      [`${page.title}: CSS over the wire`, cssU, cssS, ''],
      [`${page.title}: JS+CSS over the wire (served as ${encodings})`, codeU, codeS, within(page.jsCssTarget, code)],
      [`${page.title}: JS+CSS, gzip -9 of the same files`, gzU, gzS, within(page.jsCssTarget, gz)],
      [`${page.title}: fonts over the wire`, fontU, fontS, page.fontsTarget === null ? '' : within(page.fontsTarget, fonts)],
      [`${page.title}: time to content (median of ${report.runs} cold loads)`, timeU, timeS, ''],
    );
  }
  return rows;
}

function sectionRows(report: BenchReport): Row[] {
  const rows: Row[] = [];
  for (const section of BENCH_SECTIONS) {
    const source = (condition: ConditionName) => report.samples.sections[condition][section.remote];
    const [timeU, timeS] = perCondition(source, (s) => s.timeMs, ms);
    const [codeU, codeS, code] = perCondition(source, (s) => s.js + s.css, kib);
    const [gzU, gzS, gz] = perCondition(source, (s) => s.jsCssGzipFromFiles, kib);
    rows.push(
      [`${section.title}: click to content (first visit, median of ${report.runs})`, timeU, timeS, ''],
      [`${section.title}: its own JS+CSS over the wire`, codeU, codeS, within(section.ownCodeTarget, code)],
      [`${section.title}: its own JS+CSS, gzip -9 of the files`, gzU, gzS, within(section.ownCodeTarget, gz)],
    );
  }
  return rows;
}

function staticRows(report: BenchReport): Row[] {
  const rows: Row[] = report.entries.map(({ app, bytes }): Row => [
    `Entry of ${app} (${app === 'host' ? 'main.js' : 'remoteEntry.js'}), gzip -9`,
    kib(bytes),
    '',
    '',
  ]);
  rows.push(['Host first load (sign-in page JS+CSS files), gzip -9', kib(report.hostFirstLoadGzip), '', within(120 * 1024, report.hostFirstLoadGzip)]);
  const shared = report.shared;
  if (shared === null) {
    rows.push(['Shared module evaluations / anything shared loaded twice', 'not measured', '', '1 / nothing']);
  } else {
    rows.push([
      'Shared module evaluations after visiting every section',
      String(shared.evaluations ?? 'n/a'),
      '',
      `1${shared.evaluations === 1 ? ' ✅' : ' ❌'}`,
    ]);
    rows.push([
      'Anything shared loaded twice (react, react-dom, @nail-or-never/shared, same URL)',
      shared.duplicates.length === 0 ? 'no' : shared.duplicates.join('; '),
      '',
      `nothing${shared.duplicates.length === 0 ? ' ✅' : ' ❌'}`,
    ]);
  }
  return rows;
}

export function renderReport(report: BenchReport): string {
  const [unthrottled, slow] = CONDITIONS;
  const header: Row = ['Measure', unthrottled?.label ?? 'unthrottled', slow?.label ?? 'slow', 'Target'];
  const rows = [header, ['---', '---:', '---:', '---'] as Row, ...pageRows(report), ...sectionRows(report), ...staticRows(report)];
  return rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
}

