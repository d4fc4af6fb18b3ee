import { httpClient, type ApiEnvelope } from '@nail-or-never/shared';

export type RecentChangeKind = 'serviceGroup' | 'service' | 'galleryGroup' | 'galleryImage';

export interface RecentChange {
  kind: RecentChangeKind;
  id: number;
  title: string;
  /** The group a service or image belongs to (absent for groups themselves). */
  groupId?: number;
  /** ISO-8601 timestamp. */
  updatedAt: string;
}

export interface DashboardSummary {
  counts: { serviceGroups: number; services: number; galleryGroups: number; galleryImages: number };
  recentChanges: RecentChange[];
}

/** `GET /dashboard/summary`: the catalogue's counts and its latest changes, newest first. */
export async function fetchDashboardSummary(): Promise<DashboardSummary> {
  const response = await httpClient.get<ApiEnvelope<DashboardSummary>>('/dashboard/summary');
  return response.data.data;
}
