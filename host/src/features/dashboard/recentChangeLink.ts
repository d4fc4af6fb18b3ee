import type { RecentChange, RecentChangeKind } from './dashboardSummary';

export const RECENT_CHANGES_SHOWN = 10;

const kindLabels: Record<RecentChangeKind, string> = {
  serviceGroup: 'Service group',
  service: 'Service',
  galleryGroup: 'Gallery group',
  galleryImage: 'Gallery image',
};

export const recentChangeKindLabel = (kind: RecentChangeKind): string => kindLabels[kind];

/** Where a change is edited: a group's own page, or the page of the group holding the item. */
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
  }
}
