/**
 * The one way a section reads a record id from its address: a positive whole number written in
 * plain digits, or null for anything else ("12abc", "0", "-3", "1e1", " 7").
 */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
