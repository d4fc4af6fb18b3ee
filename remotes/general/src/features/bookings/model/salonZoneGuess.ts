/** Not the session's: a salon's zone is no secret, and it outlives a sign-out like the layout does. */
const ZONE_KEY = 'nail-or-never:salon-time-zone';

/** Kept each time the salon's contact details are read, for the next visit's `guessSalonZone`. */
export function rememberSalonZone(timeZone: string): void {
  try {
    if (window.localStorage.getItem(ZONE_KEY) !== timeZone) window.localStorage.setItem(ZONE_KEY, timeZone);
  } catch {
    // Storage refused (private mode, quota): the next visit guesses from the browser instead.
  }
}

/**
 * The salon's zone before its contact details have answered, so the week's call can start beside
 * that one instead of after it: the zone this browser last saw, else the browser's own (a salon's
 * computer is usually set to the salon's zone). A wrong guess costs one call: the page asks again
 * with the real zone, under another key.
 */
export function guessSalonZone(): string {
  try {
    const remembered = window.localStorage.getItem(ZONE_KEY);
    if (remembered) return remembered;
  } catch {
    // No storage: fall through to the browser's zone.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
