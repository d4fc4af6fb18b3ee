/** "no services", "1 service", "12 services". */
export function servicesCountText(count: number): string {
  if (count === 0) return 'no services';
  return count === 1 ? '1 service' : `${count} services`;
}
