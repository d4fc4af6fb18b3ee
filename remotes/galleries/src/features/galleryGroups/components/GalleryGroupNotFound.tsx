import { useNavigate } from 'react-router-dom';
import { StatePanel } from '@nail-or-never/shared';
import { sectionHref } from '../galleryPaths';

/** A group id that does not exist (never did, or was deleted, perhaps in another tab). */
export function GalleryGroupNotFound({ basePath, groupId }: { basePath: string; groupId: string | undefined }) {
  const navigate = useNavigate();
  return (
    <section className="svc-page" aria-labelledby="gallery-group-not-found-title">
      <h1 id="gallery-group-not-found-title" className="svc-visually-hidden">
        Gallery group not found
      </h1>
      <StatePanel
        tone="info"
        title="This gallery group does not exist"
        action={{ label: 'Add Parent Gallery', icon: 'pi pi-plus', onClick: () => navigate(sectionHref.add(basePath)) }}
      >
        <p className="svc-state-text">
          There is no gallery group {groupId ? <>with the id “{groupId}”</> : 'at this address'}. It may have been deleted, or the link is
          wrong. Pick a group in the menu, or add a new one.
        </p>
      </StatePanel>
    </section>
  );
}
