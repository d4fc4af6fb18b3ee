import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { giftCardApi, type GiftCardListRequest } from './giftCardApi';

/** The one place gift-card query keys are spelled; everything nests under `gift-cards`. */
export const giftCardQueryKeys = {
  all: ['gift-cards'] as const,
  list: (request: Required<Pick<GiftCardListRequest, 'page' | 'limit'>> & GiftCardListRequest) => ['gift-cards', 'list', request] as const,
  summary: ['gift-cards', 'summary'] as const,
  detail: (id: number) => ['gift-cards', 'detail', id] as const,
};

export const giftCardQueries = {
  /** One page; the previous page stays on screen while the next loads. */
  list: ({ page = 1, limit = 10, q = '', status, expiresBefore }: GiftCardListRequest) => {
    const request = { page, limit, q, ...(status ? { status } : {}), ...(expiresBefore ? { expiresBefore } : {}) };
    return queryOptions({
      queryKey: giftCardQueryKeys.list(request),
      queryFn: () => giftCardApi.list(request),
      placeholderData: keepPreviousData,
    });
  },
  summary: () => queryOptions({ queryKey: giftCardQueryKeys.summary, queryFn: giftCardApi.summary }),
  detail: (id: number) =>
    queryOptions({ queryKey: giftCardQueryKeys.detail(id), queryFn: () => giftCardApi.get(id), enabled: Number.isInteger(id) && id > 0 }),
};
