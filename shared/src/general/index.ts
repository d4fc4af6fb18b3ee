/**
 * `@nail-or-never/shared/general`: the resource definitions of the general section (contact
 * details, employees, about-us page, gift cards, bookings, clients): typed calls, `queryOptions` and
 * `mutationOptions` carrying their cache effects. A separate entry, so the sign-in page, the
 * dashboard and the catalogue sections never download them.
 */
export { contactQueries } from './contactQueries';
export { contactMutations } from './contactMutations';
export { useSalonMoney, type SalonMoney } from './useSalonMoney';
export { useSalonClock } from './useSalonClock';
export type { EmployeeListRequest, EmployeePhotoChange } from './employeeApi';
export { employeeQueries } from './employeeQueries';
export { employeeMutations, type PhotoChangeRequest } from './employeeMutations';
export type { AboutImageChanges, AboutImageDraft } from './aboutApi';
export { aboutQueries } from './aboutQueries';
export { aboutMutations } from './aboutMutations';
export type { GiftCardListRequest } from './giftCardApi';
export { giftCardQueries } from './giftCardQueries';
export { giftCardMutations, type GiftCardActionRequest } from './giftCardMutations';
export type { AvailabilityRequest, BookingListRequest, BookingRangeRequest } from './bookingApi';
export { bookingQueries } from './bookingQueries';
export { bookingMutations, type BookingStatusChange } from './bookingMutations';
export { clientApi, type ClientListRequest } from './clientApi';
export { clientQueries } from './clientQueries';
export { clientMutations, type ClientEraseRequest, type ClientMergeRequest } from './clientMutations';
export { GIFT_CARD_STATUSES, type GiftCardStatus } from '../schemas/giftCardRules';
export { teamQueries, teamMutations, type RoleChange, type OtpRequirement, type ActiveChange } from './teamResources';
export { timeOffApi } from './timeOffApi';
export { timeOffQueries, timeOffMutations } from './timeOffResources';
export { bookingSeriesApi } from './bookingSeriesApi';
export { bookingSeriesQueries, bookingSeriesMutations, type SeriesFollowingChange, type SeriesFollowingCancel } from './bookingSeriesResources';
