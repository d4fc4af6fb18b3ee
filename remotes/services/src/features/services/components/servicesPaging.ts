/** The API's search limit (`searchSchema`): longer text would be a 400. */
export { SEARCH_MAX_LENGTH } from '@nail-or-never/shared';
export const DEFAULT_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;

/** The last page that has rows (1 when there are none): where to go when the current page emptied. */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
