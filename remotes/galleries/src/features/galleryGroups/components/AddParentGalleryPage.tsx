import { useNavigate } from '@nail-or-never/shared/router';
import { useMutation } from '@tanstack/react-query';
import { galleryGroupMutations, type GalleryGroupFormValues } from '@nail-or-never/shared';
import { useSectionToast, type ImageChange } from '@nail-or-never/shared/kit';
import { sectionHref } from '../galleryPaths';
import { ParentGalleryForm } from './ParentGalleryForm';

/** `/admin/parent-gallery/add`: a new group goes into the menu at once and opens its page. */
export function AddParentGalleryPage({ basePath }: { basePath: string }) {
  const navigate = useNavigate();
  const toast = useSectionToast();
  const create = useMutation(galleryGroupMutations.create());

  const submit = async (values: GalleryGroupFormValues, cover: ImageChange) => {
    const created = await create.mutateAsync({ ...values, image: cover.kind === 'replace' ? cover.file : null });
    toast.show('success', 'Gallery group added', `“${created.theme}” is now in the menu. Add its images below.`);
    return () => navigate(sectionHref.group(basePath, created.id));
  };

  return (
    <section className="kit-page" aria-labelledby="add-parent-gallery-title">
      <header className="kit-page-header">
        <div>
          <p className="kit-eyebrow">Parent Galleries</p>
          <h1 id="add-parent-gallery-title">Add Parent Gallery</h1>
          <p className="kit-page-lead">A theme of the salon's gallery, such as “Wedding nails” or “Autumn colours”. You add its images on the next page.</p>
        </div>
      </header>
      <div className="kit-card">
        <ParentGalleryForm submitLabel="Add gallery group" onSubmit={submit} />
      </div>
    </section>
  );
}
