/**
 * The IANA zones this browser knows (the server checks with the same Intl data), with the saved one
 * kept even when the browser's list lacks it, so opening the form never changes it silently.
 */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([...known, 'UTC', current].filter((zone) => zone !== ''));
  return [...zones].sort((a, b) => a.localeCompare(b));
}
