/** Every successful API response wraps its payload in `data` (lists are read at `data.data`). */
export interface ApiEnvelope<T> {
  data: T;
}

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
}

export interface PagedEnvelope<T> {
  data: T[];
  meta: PageMeta;
}
