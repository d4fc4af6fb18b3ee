import type { RemoteSectionProps } from '@nail-or-never/shared';
import { SectionRoutes } from '../app/SectionRoutes';

/** What the host mounts (`galleries/Section`): relative routes only, no router or providers. */
export default function GalleriesSection(props: RemoteSectionProps) {
  return <SectionRoutes {...props} />;
}
