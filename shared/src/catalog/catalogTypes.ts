/**
 * Records as the API returns them. They are inferred from the schemas the API serialises its
 * responses with (`schemas/catalogRecordSchemas.ts`), so the two cannot drift apart.
 */
export type {
  CatalogRecordKind,
  DashboardSummary,
  RecentChangeKind,
  GalleryGroup,
  GalleryImage,
  ImageRef,
  Service,
  ServiceGroup,
} from '../schemas/catalogRecordSchemas';
