import type { z } from 'zod';
import type {
  dashboardSummarySchema,
  galleryGroupRecordSchema,
  galleryImageRecordSchema,
  imageRefSchema,
  serviceGroupRecordSchema,
  serviceRecordSchema,
} from '../schemas/catalogRecordSchemas';

/**
 * Records as the API returns them, derived from the schemas the API serialises with, so the two
 * cannot drift apart.
 */
export type ImageRef = z.infer<typeof imageRefSchema>;
export type ServiceGroup = z.infer<typeof serviceGroupRecordSchema>;
/** `price` is a decimal number for `fixed` and `from` prices, `null` for a free service. */
export type Service = z.infer<typeof serviceRecordSchema>;
export type GalleryGroup = z.infer<typeof galleryGroupRecordSchema>;
export type GalleryImage = z.infer<typeof galleryImageRecordSchema>;
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type CatalogRecordKind = DashboardSummary['recentChanges'][number]['kind'];
