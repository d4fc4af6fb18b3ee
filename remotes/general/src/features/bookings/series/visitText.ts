/** "Mon 7 Oct 2030" for a salon calendar day (YYYY-MM-DD), read as a date without a zone. */
export function formatVisitDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, day)));
}
