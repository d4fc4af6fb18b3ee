import type { PageQuery } from '@nail-or-never/shared/schemas';

export interface Page<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export const pageOffset = ({ page, limit }: PageQuery): number => (page - 1) * limit;

/** A page past the end is an empty page with the real total, not an error: the table can recover. */
export const toPage = <T>(data: T[], query: PageQuery, total: number): Page<T> => ({
  data,
  meta: { page: query.page, limit: query.limit, total },
});
