import type { DashboardSummary, RecentChangeKind } from '@nail-or-never/shared';

export type RecentChange = DashboardSummary['recentChanges'][number];

export const RECENT_CHANGES_SHOWN = 10;

const kindLabels: Record<RecentChangeKind, string> = {
  serviceGroup: 'Service group',
  service: 'Service',
  galleryGroup: 'Gallery group',
  galleryImage: 'Gallery image',
  booking: 'Booking',
  giftCard: 'Gift card',
  employee: 'Employee',
  client: 'Client',
  contact: 'Contact details',
  about: 'About page',
  aboutImage: 'About picture',
  teamMember: 'Team member',
};

export const recentChangeKindLabel = (kind: RecentChangeKind): string => kindLabels[kind];

/**
 * Where a change is seen or edited: a group's own page, the page of the group holding the item, a
 * gift card's or an employee's page, or the day of a booking in the calendar.
 */
export function recentChangeHref(change: RecentChange): string {
  switch (change.kind) {
    case 'serviceGroup':
      return `/admin/parent-service/${change.id}`;
    case 'service':
      return `/admin/parent-service/${change.groupId ?? 'add'}`;
    case 'galleryGroup':
      return `/admin/parent-gallery/${change.id}`;
    case 'galleryImage':
      return `/admin/parent-gallery/${change.groupId ?? 'add'}`;
    case 'booking':
      return change.day ? `/admin/booking?view=day&date=${change.day}` : '/admin/booking';
    case 'giftCard':
      return `/admin/gift-card/${change.id}`;
    case 'employee':
      return `/admin/employees/${change.id}`;
    // Routes as the app has them today; the team page (issue 26) is the UI helper's to wire.
    case 'client':
      return `/admin/clients/${change.id}`;
    case 'contact':
      return '/admin/contact';
    case 'about':
    case 'aboutImage':
      return '/admin/about-us';
    case 'teamMember':
      return '/admin/team';
  }
}
