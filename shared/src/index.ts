/**
 * The public face of the shared package. Apps import from `@nail-or-never/shared` only (never a
 * relative path or a deep import): federation shares this one entry as a singleton.
 * Each feature appends its own export lines; keep them grouped.
 */
import './moduleInstance';

// auth + http
export { sessionStore, useIsSignedIn, type SessionState } from './auth/sessionStore';
export { httpClient } from './http/httpClient';
export type { AuthFailureMessage } from './http/authFailure';
export { toApiError, type ApiError, type FieldErrors } from './http/apiError';
export type { ApiEnvelope, PagedEnvelope, PageMeta } from './http/envelope';

// stores
export { loadingStore, useLoading, type LoadingState } from './stores/loadingStore';
export { queryClient } from './query/queryClient';
// resource definitions: the root key of each server resource and the one way to write one
export type { ResourceName } from './query/resourceRoots';
export { resourceWrite, type ResourceWriteDefinition, type ResourceWriteMeta } from './query/resourceWrite';

// catalogue
export { catalogQueryKeys } from './catalog/catalogQueryKeys';
export { serviceGroupQueries, serviceQueries, galleryGroupQueries, dashboardQueries, type GalleryImagesRequest } from './catalog/catalogQueries';
export { serviceGroupMutations } from './catalog/serviceGroupMutations';
export { serviceMutations } from './catalog/serviceMutations';
export { galleryGroupMutations, type CoverChoice } from './catalog/galleryGroupMutations';
export {
  galleryImageMutations,
  type DeleteOutcome,
  type ImageMove,
  type ImagesRemoval,
  type ImageUploadRequest,
} from './catalog/galleryImageMutations';
export type {
  CatalogRecordKind,
  DashboardSummary,
  RecentChangeKind,
  GalleryGroup,
  GalleryImage,
  ImageRef,
  Service,
  ServiceGroup,
} from './catalog/catalogTypes';
export type {
  GalleryGroupChanges,
  GalleryGroupDraft,
  GalleryImageChanges,
  GalleryImageDraft,
  ImageUpload,
  PageRequest,
  ServiceChanges,
  ServiceDraft,
  ServiceGroupChanges,
  ServiceGroupDraft,
} from './catalog/catalogRequests';
export type { ServiceListRequest } from './catalog/serviceGroupApi';
export type { AllServicesRequest } from './catalog/serviceApi';
export type { UploadOptions } from './catalog/galleryImageApi';
export { toCatalogFormData } from './catalog/catalogFormData';
// Validation schemas: types only here. The schemas themselves (and zod, the largest library the
// admin uses) are imported from `@nail-or-never/shared/schemas` by the forms that need them, so the
// sign-in page and the dashboard never download zod.
export type * from './schemas';

// layout config (the shell's persisted settings)
export { layoutConfigStore, useLayoutConfig, type LayoutConfigState, type PersistedLayoutConfig } from './layout/layoutConfigStore';
export {
  DEFAULT_LAYOUT_CONFIG,
  SCALES,
  MIN_SCALE,
  MAX_SCALE,
  type LayoutConfig,
  type InputStyle,
  type MenuMode,
  type Scale,
} from './layout/layoutConfig';
export {
  THEMES,
  themeForScheme,
  resolveColorScheme,
  type ThemeName,
  type ThemeDefinition,
  type ThemeEntry,
  type ThemeFamily,
  type ColorScheme,
  type ColorMode,
} from './layout/themes';
export { DARK_SCHEME_QUERY } from './layout/systemColorScheme';

// sign-in rules, shared with the API without zod (the sign-in page loads no schema library)
export { SIGN_IN_LIMITS, SIGN_IN_MESSAGES, OTP_PATTERN } from './schemas/signInRules';
// Other plain rules, also without zod: pages that only show or search (the dashboard, a gallery's
// grid, a services table) read them here and never download the schema library.
export { IMAGE_LIMITS } from './schemas/uploadLimits';
export { CATALOG_LIMITS } from './schemas/catalogLimits';
export { SEARCH_MAX_LENGTH } from './schemas/listRules';
export { WEEKDAYS, HOURS_LIMITS, minutesOfDay } from './schemas/weeklyHoursRules';
export { BOOKING_STATUS_LABELS, BOOKING_STATUSES, BOOKING_TRANSITIONS } from './schemas/bookingRules';
export { salonCanTakeBookings } from './schemas/salonSetup';
export { currencyCodes } from './schemas/currencyRules';
export { ROLES, ROLE_LABELS } from './schemas/roles';
export { GIFT_CARD_ACTION_ROLES, OPERATION_ROLES, PERMISSION_MESSAGES, PUBLIC_OPERATIONS, roleMayCall } from './schemas/permissions';
export { PENDING_STEPS, TEAM_LIMITS, TEAM_MESSAGES } from './schemas/teamRules';
export { HISTORY_ACTIONS, HISTORY_RESOURCES, HISTORY_SECTIONS } from './schemas/historyRules';

// The one way money, dates and times are written on every page.
export { formatMoney, type MoneyDisplay } from './format/formatMoney';
export { formatInstant, formatCalendarDay, type DateDisplay, type DatePattern } from './format/formatDateTime';
export { formatClockTime, type ClockReading } from './format/clockTime';

// The sign-in page's calls over plain fetch: that page is a small bundle of its own, without axios.
export { signInApi, type SignInFailure, type OtpOutcome } from './auth/signInApi';
export {
  credentialChecks,
  otpChecks,
  toCredentials,
  type CredentialsValues,
  type OtpValues,
  type FieldCheck,
} from './auth/signInChecks';
// Roles in the UI: what the signed-in person's role may do, by the one permission table.
export { can, useCan, useRole, NOT_ALLOWED_REASON } from './auth/permissionHooks';
// The signed-in person's own account (My account, the first sign-in's password change).
export { accountQueries, accountMutations } from './account/accountResources';
// Live updates: every open calendar, list and dashboard refetches what anyone just changed (GET /events).
export { startLiveUpdates, type LiveUpdates, type LiveUpdatesOptions } from './live/liveUpdates';
export { useLiveUpdates } from './live/useLiveUpdates';
// Who changed what: a record's History tab and the owner's Activity page.
export { historyQueries } from './history/historyQueries';
export type { HistoryListRequest } from './history/historyApi';
// sign-in calls over the shared axios client (standalone remotes, LogoutButton)
export {
  authApi,
  type AuthUser,
  type Credentials,
  type CurrentUser,
  type LoginOutcome,
  type SignedInSession,
} from './auth/authApi';

// federation contract between the host and the remotes
export {
  REMOTES,
  SECTION_MOUNTS,
  isRemoteName,
  remoteEntry,
  type RemoteName,
  type RemoteEntry,
  type RemoteMount,
  type MountMenu,
  type MenuGroupList,
  type MenuIconName,
} from './federation/remoteTable';
export {
  SECTION_EXPOSE,
  type RemoteSectionProps,
  type RemoteSectionModule,
  type SectionPreloadTarget,
  type RemotesConfig,
} from './federation/remoteContract';

// hooks and UI pieces shared by host and remotes
export { useSingleFlight } from './hooks/useSingleFlight';
export { StatePanel, LoadingPanel, type StatePanelProps, type StatePanelTone, type StatePanelAction } from './ui/StatePanel';
