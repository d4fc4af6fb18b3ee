/**
 * Validation schemas shared by the API (which enforces them) and the forms (which show them early).
 * Node-safe: imports nothing but zod, so the API can load `@nail-or-never/shared/schemas`.
 * Every type is exported; a value only when an app or the API imports it (each is in the contract,
 * shared/contract.json): the other schemas are building blocks of these and stay inside.
 */
// First: the plain-words error map must be installed before any schema below is used.
import './plainErrors';

export type * from './signInRules';
export { OTP_PATTERN, SIGN_IN_LIMITS, SIGN_IN_MESSAGES } from './signInRules';
export type * from './catalogFields';
export { CATALOG_LIMITS } from './catalogFields';
export type * from './safeText';
export type * from './wholeNumbers';
export type * from './money';
export { hasAtMostTwoDecimals } from './money';
export type * from './paginationSchemas';
export type * from './serviceGroupSchemas';
export {
  serviceGroupCreateSchema,
  serviceGroupDetailQuerySchema,
  serviceGroupFormSchema,
  serviceGroupIdParamsSchema,
  serviceGroupServicesQuerySchema,
  serviceGroupUpdateSchema,
} from './serviceGroupSchemas';
export type * from './serviceSchemas';
export {
  serviceCreateSchema,
  serviceFormSchema,
  serviceIdParamsSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from './serviceSchemas';
export type * from './galleryGroupSchemas';
export {
  galleryGroupCreateSchema,
  galleryGroupFormSchema,
  galleryGroupIdParamsSchema,
  galleryGroupListQuerySchema,
  galleryGroupUpdateSchema,
} from './galleryGroupSchemas';
export type * from './galleryImageSchemas';
export {
  GALLERY_TAG_LIMITS,
  galleryImageCreateSchema,
  galleryImageDeleteParamsSchema,
  galleryImageEditFormSchema,
  galleryImageListParamsSchema,
  galleryImageListQuerySchema,
  galleryImageMoveSchema,
  galleryImageOrderSchema,
  galleryImageUpdateSchema,
} from './galleryImageSchemas';
export type * from './catalogRecordSchemas';
export {
  dashboardSummarySchema,
  galleryGroupRecordSchema,
  galleryImageRecordSchema,
  pageMetaSchema,
  serviceGroupRecordSchema,
  serviceRecordSchema,
} from './catalogRecordSchemas';
export type * from './weeklyHoursSchemas';
export { closedAllWeek, hasWeeklyHours, minutesOfDay, proposedWeeklyHours, weeklyHoursSchema } from './weeklyHoursSchemas';
export type * from './currencyRules';
export type * from './clockRules';
export type * from './contactSchemas';
export {
  CONTACT_LIMITS,
  SOCIAL_PLATFORMS,
  closureSchema,
  contactFormSchema,
  contactRecordSchema,
  contactUpdateSchema,
  socialLinkSchema,
} from './contactSchemas';
export type * from './aboutSchemas';
export {
  ABOUT_LIMITS,
  aboutImageCreateSchema,
  aboutImageParamsSchema,
  aboutImageRecordSchema,
  aboutImageUpdateSchema,
  aboutPageFormSchema,
  aboutPageRecordSchema,
  aboutPageUpdateSchema,
} from './aboutSchemas';
export type * from './employeeSchemas';
export {
  EMPLOYEE_LIMITS,
  employeeCreateSchema,
  employeeFormSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeePhotoSchema,
  employeeRecordSchema,
  employeeUpdateSchema,
} from './employeeSchemas';
export type * from './giftCardSchemas';
export {
  GIFT_CARD_ACTIONS,
  GIFT_CARD_LIMITS,
  giftCardActionSchema,
  giftCardDetailRecordSchema,
  giftCardIdParamsSchema,
  giftCardIssueSchema,
  giftCardListQuerySchema,
  giftCardRecordSchema,
  giftCardSummaryRecordSchema,
  giftCardUpdateSchema,
} from './giftCardSchemas';
export type * from './giftCardFormSchemas';
export { giftCardActionFormSchema, giftCardIssueFormSchema } from './giftCardFormSchemas';
export { salonCanTakeBookings, type SalonSetupSteps } from './salonSetup';
export type * from './bookingSchemas';
export {
  BOOKING_LIMITS,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  BOOKING_STATUSES_HOLDING_TIME,
  BOOKING_TRANSITIONS,
  bookingCreateFormSchema,
  bookingCreateSchema,
  bookingFormItemSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingRangeQuerySchema,
  bookingRecordSchema,
  bookingStatusChangeSchema,
  bookingStatusFormSchema,
  bookingStatusUndoSchema,
  bookingUpdateSchema,
  instantSchema,
} from './bookingSchemas';
export type * from './bookingSeriesSchemas';
export {
  SERIES_END_KINDS,
  SERIES_LIMITS,
  bookingSeriesCancelFollowingSchema,
  bookingSeriesCreateSchema,
  bookingSeriesFollowingSchema,
  bookingSeriesIdParamsSchema,
  bookingSeriesPreviewRecordSchema,
  bookingSeriesPreviewSchema,
  bookingSeriesRecordSchema,
  repeatRuleSchema,
  seriesItemChangeSchema,
  seriesOccurrenceChangeSchema,
  seriesOccurrenceSchema,
} from './bookingSeriesSchemas';
export type * from './timeOffSchemas';
export {
  TIME_OFF_KINDS,
  TIME_OFF_LIMITS,
  TIME_OFF_REASONS,
  timeOffBlockSchema,
  timeOffBlocksQuerySchema,
  timeOffCreateSchema,
  timeOffFormSchema,
  timeOffIdParamsSchema,
  timeOffListQuerySchema,
  timeOffRecordSchema,
  timeOffUpdateSchema,
} from './timeOffSchemas';
export type * from './availabilitySchemas';
export { AVAILABILITY_LIMITS, availabilityQuerySchema, availabilitySchema, availabilitySlotSchema } from './availabilitySchemas';
export type * from './bookingCalendarPacking';
export { BOOKING_CALENDAR_FORMAT, calendarPacker, calendarUnit, packableBooking, packBookingCalendar, unpackBookingCalendar } from './bookingCalendarPacking';
export type * from './bookingMessageSchemas';
export { BOOKING_MESSAGE_KINDS, BOOKING_MESSAGE_STATES, bookingMessageRecordSchema } from './bookingMessageSchemas';
export type * from './clientSchemas';
export {
  CLIENT_LIMITS,
  CLIENT_SORTS,
  clientCreateSchema,
  clientDuplicatesQuerySchema,
  clientEraseSchema,
  clientFormSchema,
  clientHistorySchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientMergeSchema,
  clientRecordSchema,
  clientUpdateSchema,
} from './clientSchemas';
export type * from './businessSummarySchemas';
export { businessSummarySchema } from './businessSummarySchemas';
export type * from './uploadLimits';
export { IMAGE_LIMITS } from './uploadLimits';
export type * from './roles';
export { ROLES, ROLE_LABELS } from './roles';
export type * from './permissions';
export { GIFT_CARD_ACTION_ROLES, OPERATION_ROLES, PERMISSION_MESSAGES, PUBLIC_OPERATIONS, roleMayCall } from './permissions';
export type * from './teamSchemas';
export type * from './teamRules';
export { PENDING_STEPS, TEAM_LIMITS, TEAM_MESSAGES } from './teamRules';
export {
  accountSessionSchema,
  currentUserSchema,
  otpConfirmSchema,
  otpEnrolmentSchema,
  passwordChangeSchema,
  renewedSessionSchema,
  roleSchema,
  teamMemberCreateSchema,
  teamMemberIdParamsSchema,
  teamMemberSchema,
  teamOtpRequiredSchema,
  teamRoleChangeSchema,
  temporaryPasswordResultSchema,
} from './teamSchemas';
export type * from './historyRules';
export { HISTORY_ACTIONS, HISTORY_RESOURCES, HISTORY_SECTIONS } from './historyRules';
export type * from './historySchemas';
export { historyEntrySchema, historyListQuerySchema, historyRecordParamsSchema } from './historySchemas';
export type * from './accountFormSchemas';
export { PASSWORD_REPEAT_MESSAGE, passwordChangeFormSchema, teamMemberFormSchema } from './accountFormSchemas';
