import type { CatalogRecordKind, DashboardSummary } from '@nail-or-never/shared';

export type RecentChange = DashboardSummary['recentChanges'][number];

export const RECENT_CHANGES_SHOWN = 10;

const kindLabels: Record<CatalogRecordKind, string> = {
  serviceGroup: 'Service group',
  service: 'Service',
  galleryGroup: 'Gallery group',
  galleryImage: 'Gallery image',
};

export const recentChangeKindLabel = (kind: CatalogRecordKind): string => kindLabels[kind];

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
