/**
 * `@nail-or-never/shared/general`: typed calls and query options of the general section's
 * resources (contact details, employees, about-us page, gift cards, bookings). A separate entry, so
 * the sign-in page, the dashboard and the catalogue sections never download them.
 */
export { contactApi } from './contactApi';
export { contactQueries, contactCache } from './contactQueries';
export { useSalonMoney, type SalonMoney } from './useSalonMoney';
export { employeeApi, type EmployeeListRequest, type EmployeePhotoChange } from './employeeApi';
export { employeeQueries, employeeCache } from './employeeQueries';
export { aboutApi, type AboutImageChanges, type AboutImageDraft } from './aboutApi';
export { aboutQueries, aboutCache } from './aboutQueries';
export { giftCardApi, type GiftCardListRequest } from './giftCardApi';
export { giftCardQueries, giftCardQueryKeys, giftCardCache } from './giftCardQueries';
export { bookingApi, type BookingListRequest, type BookingRangeRequest } from './bookingApi';
export { bookingQueries, bookingQueryKeys, bookingCache } from './bookingQueries';
export { GIFT_CARD_STATUSES, type GiftCardStatus } from '../schemas/giftCardRules';
