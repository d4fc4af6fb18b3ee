import type { ApiEnvelope, PagedEnvelope } from '../http/envelope';
import { httpClient } from '../http/httpClient';
import type {
  GiftCard,
  GiftCardActionInput,
  GiftCardDetail,
  GiftCardIssueInput,
  GiftCardStatus,
  GiftCardSummary,
  GiftCardUpdateInput,
} from '../schemas/giftCardSchemas';

export interface GiftCardListRequest {
  page?: number;
  limit?: number;
  /** The start of a code (dashes optional) or part of a purchaser/recipient name. */
  q?: string;
  status?: GiftCardStatus;
  /** `YYYY-MM-DD`: cards whose last day comes before it. */
  expiresBefore?: string;
}

/** Gift cards (`/gift-cards`, docs/general-api.md). Money moves only through `act`. */
export const giftCardApi = {
  async list({ page = 1, limit = 10, q, status, expiresBefore }: GiftCardListRequest): Promise<PagedEnvelope<GiftCard>> {
    const response = await httpClient.get<PagedEnvelope<GiftCard>>('/gift-cards', {
      params: { page, limit, ...(q ? { q } : {}), ...(status ? { status } : {}), ...(expiresBefore ? { expiresBefore } : {}) },
    });
    return response.data;
  },

  async summary(): Promise<GiftCardSummary> {
    const response = await httpClient.get<ApiEnvelope<GiftCardSummary>>('/gift-cards/summary');
    return response.data.data;
  },

  /** The card with its ledger, newest first. */
  async get(id: number): Promise<GiftCardDetail> {
    const response = await httpClient.get<ApiEnvelope<GiftCardDetail>>(`/gift-cards/${id}`);
    return response.data.data;
  },

  async issue(input: GiftCardIssueInput): Promise<GiftCard> {
    const response = await httpClient.post<ApiEnvelope<GiftCard>>('/gift-cards', input);
    return response.data.data;
  },

  async update(changes: GiftCardUpdateInput): Promise<GiftCard> {
    const response = await httpClient.put<ApiEnvelope<GiftCard>>('/gift-cards', changes);
    return response.data.data;
  },

  /** One ledger action; 409 with a sentence when the card cannot do it (e.g. more than the balance). */
  async act(id: number, action: GiftCardActionInput): Promise<GiftCardDetail> {
    const response = await httpClient.post<ApiEnvelope<GiftCardDetail>>(`/gift-cards/${id}/transactions`, action);
    return response.data.data;
  },
};
