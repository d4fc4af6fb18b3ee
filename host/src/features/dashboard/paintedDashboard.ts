/**
 * Which dashboard `/` was painted as before its code ran: the usual frame, or the first day's, with
 * the setup checklist's frame in place (the server picks the page, api/src/features/site/hostPages.ts).
 * Hydration must draw what was painted, and the checklist's frame stays while the summary loads.
 */
export type PaintedDashboard = 'usual' | 'first-day';

/** The prerendered wrapper's attribute naming a first-day painting (scripts/lib/prerenderPages.mjs writes it). */
export const PAINTED_AS_ATTRIBUTE = 'data-painted-as';

let painted: PaintedDashboard = 'usual';

/** Set by the build's prerender before it draws a variant, and by the app before it hydrates one. */
export function paintDashboardAs(variant: PaintedDashboard): void {
  painted = variant;
}

export const paintedDashboard = (): PaintedDashboard => painted;
