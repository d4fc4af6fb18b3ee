import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0–2.2 at levels A and AA, and axe's best practices: every impact counts. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * A defect inside a library that cannot be fixed from outside (props, `pt`, theme CSS). Each one is
 * listed here with its reason and counted in the report: never silently excluded.
 */
export interface KnownLibraryDefect {
  rule: string;
  /** Matches the CSS target axe reports for the node. */
  target: RegExp;
  reason: string;
}

export const KNOWN_LIBRARY_DEFECTS: readonly KnownLibraryDefect[] = [];

export interface AxeScan {
  label: string;
  /** `rule (impact): help — target` for every node in violation. */
  violations: string[];
  /** Nodes matched by KNOWN_LIBRARY_DEFECTS. */
  knownDefects: string[];
}

/** Scans the page (or one part of it) and sorts what it finds into violations and documented defects. */
export async function scanPage(page: Page, label: string, include?: string): Promise<AxeScan> {
  // A dialog fading in has its colours half-way (a contrast "failure" of a frame no one reads): scan once
  // every transition has ended. Spinners never end, so endless animations are not waited for.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
  // axe.run in the page itself: the default mode opens a blank page per scan to merge frames' results
  // across origins, which doubles a scan's time; these pages have no cross-origin frames.
  // Node details for violations only: the passes' details (every element checked, with its HTML) were
  // most of what a scan sent back from the page, and no test reads them. Every rule still runs.
  // `options()` first: it replaces the options object, and with it the rules `withTags` chose.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const violations: string[] = [];
  const knownDefects: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const line = `${label}: ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${target}`;
      const known = KNOWN_LIBRARY_DEFECTS.some((defect) => defect.rule === violation.id && defect.target.test(target));
      (known ? knownDefects : violations).push(line);
    }
  }
  return { label, violations, knownDefects };
}
