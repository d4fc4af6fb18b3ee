/**
 * `@nail-or-never/shared/general`: typed calls and query options of the general section's gift
 * cards and bookings. A separate entry so only the pages that use them download it.
 */
export { giftCardApi, type GiftCardListRequest } from './giftCardApi';
export { giftCardQueries, giftCardQueryKeys, giftCardCache } from './giftCardQueries';
export { bookingApi, type BookingListRequest, type BookingRangeRequest } from './bookingApi';
export { bookingQueries, bookingQueryKeys, bookingCache } from './bookingQueries';
