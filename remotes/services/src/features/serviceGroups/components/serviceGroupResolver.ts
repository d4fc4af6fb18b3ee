import { zodResolver } from '@hookform/resolvers/zod';
import { serviceGroupFormSchema } from '@nail-or-never/shared/schemas';

/** The service group form's checks: a chunk of its own, loaded by `ParentServiceForm` on first focus. */
export const serviceGroupResolver = zodResolver(serviceGroupFormSchema);
