import { zodResolver } from '@hookform/resolvers/zod';
import { galleryGroupFormSchema } from '@nail-or-never/shared/schemas';

/** The gallery group form's checks: a chunk of its own, loaded by `ParentGalleryForm` on first focus. */
export const galleryGroupResolver = zodResolver(galleryGroupFormSchema);
