import type { RemoteSectionProps } from '@nail-or-never/shared';
import { SectionRoutes } from '../app/SectionRoutes';

/** The contract's optional `preload`: the host calls it when a menu entry is hovered or focused. */
export { preloadPage as preload } from '../app/SectionRoutes';

/** What the host mounts (`galleries/Section`): relative routes only, no router or providers. */
export default function GalleriesSection(props: RemoteSectionProps) {
  return <SectionRoutes {...props} />;
}
