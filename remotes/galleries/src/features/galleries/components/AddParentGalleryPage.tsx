import { GalleryGroupList } from './GalleryGroupList';

/** `/admin/parent-gallery/add`. The create form arrives with the galleries section's own issue. */
export function AddParentGalleryPage({ basePath }: { basePath: string }) {
  return (
    <section aria-labelledby="add-parent-gallery-title">
      <h1 id="add-parent-gallery-title">Add Parent Gallery</h1>
      <h2>Existing gallery groups</h2>
      <GalleryGroupList basePath={basePath} />
    </section>
  );
}
