import type { HistoryAction, HistoryResource, HistorySection } from '@nail-or-never/shared/schemas';

export interface HistoryTarget {
  section: HistorySection;
  resource: HistoryResource;
  action: HistoryAction;
  summary: string;
}

const t = (section: HistorySection, resource: HistoryResource, action: HistoryAction, summary: string): HistoryTarget => ({ section, resource, action, summary });

/**
 * What each writing operation changes, for the rows `writeTransaction` records. A write operation
 * missing here fails the history test (api/test/team/history.test.ts), like a route missing from
 * the permission table. Team and account routes record their changes themselves.
 */
export const HISTORY_OPERATIONS: Record<string, HistoryTarget> = {
  postServicesParent: t('catalogue', 'serviceGroup', 'create', 'Service group added'),
  putServicesParent: t('catalogue', 'serviceGroup', 'update', 'Service group changed'),
  deleteServicesParentById: t('catalogue', 'serviceGroup', 'delete', 'Service group deleted'),
  postServices: t('catalogue', 'service', 'create', 'Service added'),
  putServices: t('catalogue', 'service', 'update', 'Service changed'),
  deleteServicesById: t('catalogue', 'service', 'delete', 'Service deleted'),
  postGalleryParent: t('gallery', 'galleryGroup', 'create', 'Gallery added'),
  putGalleryParent: t('gallery', 'galleryGroup', 'update', 'Gallery changed'),
  deleteGalleryParentById: t('gallery', 'galleryGroup', 'delete', 'Gallery deleted'),
  postGallery: t('gallery', 'galleryImage', 'create', 'Picture added'),
  putGallery: t('gallery', 'galleryImage', 'update', 'Picture changed'),
  deleteGalleryByParentIdById: t('gallery', 'galleryImage', 'delete', 'Picture deleted'),
  putGalleryOrder: t('gallery', 'galleryImage', 'update', 'Picture moved'),
  putContact: t('contact', 'contact', 'update', 'Contact details changed'),
  putAboutUs: t('about', 'about', 'update', 'About page changed'),
  postAboutUsImages: t('about', 'aboutImage', 'create', 'About picture added'),
  putAboutUsImages: t('about', 'aboutImage', 'update', 'About picture changed'),
  deleteAboutUsImagesById: t('about', 'aboutImage', 'delete', 'About picture deleted'),
  postEmployees: t('employees', 'employee', 'create', 'Staff member added'),
  putEmployees: t('employees', 'employee', 'update', 'Staff member changed'),
  deleteEmployeesById: t('employees', 'employee', 'delete', 'Staff member deleted'),
  putEmployeesPhoto: t('employees', 'employee', 'update', 'Staff photo changed'),
  postTimeOff: t('employees', 'timeOff', 'create', 'Time off added'),
  putTimeOff: t('employees', 'timeOff', 'update', 'Time off changed'),
  deleteTimeOffById: t('employees', 'timeOff', 'delete', 'Time off removed'),
  postGiftCards: t('giftCards', 'giftCard', 'create', 'Gift card issued'),
  putGiftCards: t('giftCards', 'giftCard', 'update', 'Gift card changed'),
  postGiftCardsByIdTransactions: t('giftCards', 'giftCard', 'update', 'Gift card transaction'),
  postBookings: t('bookings', 'booking', 'create', 'Booking made'),
  putBookings: t('bookings', 'booking', 'update', 'Booking changed'),
  postBookingsByIdStatus: t('bookings', 'booking', 'update', 'Booking status changed'),
  postBookingsByIdStatusUndo: t('bookings', 'booking', 'update', 'Booking status change undone'),
  postBookingsSeries: t('bookings', 'bookingSeries', 'create', 'Repeating booking made'),
  putBookingsSeriesByIdFollowing: t('bookings', 'bookingSeries', 'update', 'Repeating booking changed from one visit on'),
  postBookingsSeriesByIdCancelFollowing: t('bookings', 'bookingSeries', 'update', 'Repeating booking cancelled from one visit on'),
  postClients: t('clients', 'client', 'create', 'Client added'),
  putClients: t('clients', 'client', 'update', 'Client changed'),
  postClientsByIdMerge: t('clients', 'client', 'update', 'Clients merged'),
  postClientsByIdErase: t('clients', 'client', 'update', 'Client erased'),
  deleteClientsById: t('clients', 'client', 'delete', 'Client deleted'),
};
