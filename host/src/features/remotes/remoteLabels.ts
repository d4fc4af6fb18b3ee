import type { RemoteName } from '@nail-or-never/shared';

/** How each remote's section is named to people (loading and error panels). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  services: 'Parent Services',
  galleries: 'Parent Gallery',
  general: 'General',
};
