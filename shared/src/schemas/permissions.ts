import type { GiftCardAction } from './giftCardSchemas';
import type { Role } from './roles';

/**
 * THE permission table: every protected operation of the API (by its OpenAPI operationId, see
 * api/src/http/operationIds.ts) and the roles allowed to call it. The API refuses any other role
 * with 403, refuses to start when a protected route has no entry, and prints the roles in the
 * OpenAPI document; the UI hides or disables what a role cannot do. Node-safe, no zod.
 */
const everyone: readonly Role[] = ['owner', 'manager', 'reception'];
const managers: readonly Role[] = ['owner', 'manager'];
const owners: readonly Role[] = ['owner'];

export const OPERATION_ROLES = {
  // The signed-in person and their own account.
  getUsersMe: everyone,
  postUsersLogout: everyone,
  putAccountPassword: everyone,
  postAccountOtp: everyone,
  postAccountOtpConfirm: everyone,
  getAccountSessions: everyone,
  postAccountSessionsSignOutOthers: everyone,

  // The team: only owners manage people and their account security.
  getTeam: owners,
  postTeam: owners,
  putTeamByIdRole: owners,
  postTeamByIdPasswordReset: owners,
  putTeamByIdOtpRequired: owners,
  postTeamByIdDeactivate: owners,
  postTeamByIdReactivate: owners,

  // History: everything for owners; a record's own history for whoever may read that record (checked per resource).
  getHistory: owners,
  getHistoryByResourceById: everyone,

  getDashboardSummary: everyone,
  // Live updates: which record changed (never its content), for every open calendar and list.
  getEvents: everyone,
  // Takings and no-show rates are the business's figures, not the front desk's.
  getDashboardBusiness: managers,

  // Catalogue: reception reads, managers write.
  getServicesParentWithOutPagination: everyone,
  getServicesParentDetail: everyone,
  getServicesParentListService: everyone,
  postServicesParent: managers,
  putServicesParent: managers,
  deleteServicesParentById: managers,
  getServices: everyone,
  postServices: managers,
  putServices: managers,
  deleteServicesById: managers,
  getGalleryParent: everyone,
  postGalleryParent: managers,
  putGalleryParent: managers,
  getGalleryParentById: everyone,
  deleteGalleryParentById: managers,
  getGalleryListGalleryById: everyone,
  postGallery: managers,
  putGallery: managers,
  deleteGalleryByParentIdById: managers,
  putGalleryOrder: managers,

  // The salon's details and staff: reception reads.
  getContact: everyone,
  putContact: managers,
  getAboutUs: everyone,
  putAboutUs: managers,
  postAboutUsImages: managers,
  putAboutUsImages: managers,
  deleteAboutUsImagesById: managers,
  getEmployees: everyone,
  postEmployees: managers,
  putEmployees: managers,
  getEmployeesById: everyone,
  deleteEmployeesById: managers,
  putEmployeesPhoto: managers,

  // Gift cards: reception issues and redeems (the action's type is checked too: GIFT_CARD_ACTION_ROLES).
  getGiftCards: everyone,
  postGiftCards: everyone,
  putGiftCards: managers,
  getGiftCardsSummary: everyone,
  getGiftCardsById: everyone,
  postGiftCardsByIdTransactions: everyone,

  // Bookings: the front desk's own work.
  getBookings: everyone,
  postBookings: everyone,
  putBookings: everyone,
  getBookingsRange: everyone,
  getBookingsCalendar: everyone,
  getBookingsById: everyone,
  getBookingsByIdMessages: everyone,
  postBookingsByIdStatus: everyone,
  getBookingsAvailability: everyone,

  // Staff time off: everyone sees it (calendars shade it); those who plan the staff change it.
  getTimeOff: everyone,
  getTimeOffBlocks: everyone,
  postTimeOff: managers,
  putTimeOff: managers,
  deleteTimeOffById: managers,
  postBookingsByIdStatusUndo: everyone,
  // Repeating bookings: whoever may book may book several visits at once.
  postBookingsSeriesPreview: everyone,
  postBookingsSeries: everyone,
  getBookingsSeriesByIdVisits: everyone,
  putBookingsSeriesByIdFollowing: everyone,
  postBookingsSeriesByIdCancelFollowing: everyone,

  // Clients: reception keeps the book; erasing, deleting and exporting a person's data is for managers.
  getClients: everyone,
  getClientsDuplicates: everyone,
  getClientsById: everyone,
  getClientsByIdHistory: everyone,
  getClientsByIdExport: managers,
  postClients: everyone,
  putClients: everyone,
  postClientsByIdMerge: everyone,
  postClientsByIdErase: managers,
  deleteClientsById: managers,
} as const satisfies Record<string, readonly Role[]>;

export type OperationId = keyof typeof OPERATION_ROLES;

/** Operations anyone may call without a token: they have no entry above. */
export const PUBLIC_OPERATIONS = ['postUsersLogin', 'postUsersOtp'] as const;

/** `POST /gift-cards/{id}/transactions` by the action's type: reception only redeems. */
export const GIFT_CARD_ACTION_ROLES: Record<GiftCardAction, readonly Role[]> = {
  redeem: everyone,
  top_up: managers,
  refund: managers,
  adjust: managers,
  extend: managers,
  cancel: managers,
};

/** Whether `role` may call `operationId`; an operation not in the table is allowed to no one. */
export function roleMayCall(role: Role, operationId: string): boolean {
  const roles: readonly Role[] | undefined = (OPERATION_ROLES as Record<string, readonly Role[]>)[operationId];
  return roles?.includes(role) ?? false;
}

export const PERMISSION_MESSAGES = {
  /** 403: never 401, which would sign the person out. */
  forbidden: 'Your role does not allow this. Ask the salon owner if you need it.',
  giftCardAction: 'Your role allows redeeming gift cards only. Ask a manager for other changes.',
  passwordChangeFirst: 'Change your temporary password first.',
  otpSetupFirst: 'Set up one-time codes first: the salon owner requires them for your account.',
} as const;
