/** The history's vocabulary as plain values (no zod): the Activity page's filters use them. */
/** The sections of the app a change belongs to (the Activity page's filter). */
export const HISTORY_SECTIONS = ['catalogue', 'gallery', 'contact', 'about', 'employees', 'giftCards', 'bookings', 'clients', 'team'] as const;
export type HistorySection = (typeof HISTORY_SECTIONS)[number];

/** The kinds of record a change is about: `GET /history/{resource}/{id}` names one. */
export const HISTORY_RESOURCES = [
  'serviceGroup',
  'service',
  'galleryGroup',
  'galleryImage',
  'contact',
  'about',
  'aboutImage',
  'employee',
  'giftCard',
  'booking',
  'bookingSeries',
  'client',
  'teamMember',
  'timeOff',
] as const;
export type HistoryResource = (typeof HISTORY_RESOURCES)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
