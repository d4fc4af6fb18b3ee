import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { useMutation } from '@tanstack/react-query';
import { galleryGroupMutations, galleryImageMutations, LoadingPanel, StatePanel, toApiError, useCan, type GalleryGroup, type GalleryImage } from '@nail-or-never/shared';
import { useSectionToast } from '@nail-or-never/shared/kit';
import { IMAGES_PER_PAGE, useGalleryImages } from '../api/useGalleryImages';
import { ImageDropZone } from '../upload/ImageDropZone';
import { UploadList } from '../upload/UploadList';
import { useImageUploads } from '../upload/useImageUploads';
import { DeleteImagesDialog } from './DeleteImagesDialog';
import { ImageGrid } from './ImageGrid';
import { imageLabel } from './imageLabel';
import { ImageLightbox } from './ImageLightbox';

// The edit dialog brings react-hook-form and the schemas (zod): loaded when a picture is first
// edited (or its pencil is hovered or focused), so the grid itself opens without them.
const EditImageDialog = lazy(async () => ({ default: (await import('./EditImageDialog')).EditImageDialog }));
const preloadEditor = (): void => void import('./EditImageDialog');

/** What the delete dialog is about: one image from its tile, or the selection. */
type DeleteTarget = { kind: 'one'; image: GalleryImage; position: number } | { kind: 'selected'; ids: number[] };

const lastPage = (total: number): number => Math.max(1, Math.ceil(total / IMAGES_PER_PAGE));

/** A group's pictures: upload many, browse the pages, preview, edit, reorder, delete, pick the cover. */
export function GalleryImagesPanel({ group }: { group: GalleryGroup }) {
  const toast = useSectionToast();
  // Reception reads the galleries: no delete for a role the API would refuse.
  const canDelete = useCan('deleteGalleryByParentIdById');
  const [page, setPage] = useState(1);
  const images = useGalleryImages(group.id, page);
  const uploads = useImageUploads(group.id, group.imageCount);
  const move = useMutation(galleryImageMutations.move());
  const remove = useMutation(galleryImageMutations.removeMany());
  const setCover = useMutation(galleryGroupMutations.changeCover());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ image: GalleryImage; position: number } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const total = images.data?.meta.total ?? group.imageCount;
  const offset = (page - 1) * IMAGES_PER_PAGE;
  const pageImages = images.data?.data ?? [];

  // After deletions the last page may be empty: show the new last page instead of nothing.
  useEffect(() => {
    if (images.data && images.data.data.length === 0 && page > lastPage(images.data.meta.total)) setPage(lastPage(images.data.meta.total));
  }, [images.data, page]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPageSelected = pageImages.length > 0 && pageImages.every((image) => selected.has(image.id));

  const confirmDelete = async (target: DeleteTarget) => {
    setDeleting(null);
    const ids = target.kind === 'one' ? [target.image.id] : target.ids;
    const outcome = await remove.mutateAsync({ groupId: group.id, ids });
    setSelected((current) => new Set([...current].filter((id) => !outcome.deleted.includes(id))));
    if (outcome.failed.length === 0) {
      toast.show('success', outcome.deleted.length === 1 ? 'Image deleted' : `${outcome.deleted.length} images deleted`);
    } else {
      toast.show('error', `${outcome.failed.length} of ${ids.length} not deleted`, outcome.failed[0]?.message);
    }
  };

  const moveImage = (image: GalleryImage, fromIndex: number, toIndex: number) => {
    move.mutate(
      { groupId: group.id, imageId: image.id, page, limit: IMAGES_PER_PAGE, fromIndex, toIndex },
      {
        onSuccess: (order) => toast.show('success', 'Order saved', `${imageLabel(image, offset + fromIndex + 1)} is now number ${order.position + 1}.`),
        onError: (error) => toast.show('error', 'The new order was not saved', toApiError(error).message),
      },
    );
  };

  const makeCover = (image: GalleryImage, position: number) => {
    setCover.mutate({ group, image }, {
      onSuccess: (updated) => toast.show('success', 'Cover changed', `${imageLabel(image, position)} is now the cover of “${updated.theme}”.`),
      onError: (error) => toast.show('error', 'The cover was not changed', toApiError(error).message),
    });
  };

  const body = () => {
    if (images.isPending) return <LoadingPanel label="Loading the images…" />;
    if (images.isError) {
      return (
        <StatePanel tone="error" title="The images could not be loaded" action={{ label: 'Try again', icon: 'pi pi-refresh', onClick: () => void images.refetch() }}>
          {toApiError(images.error).message}
        </StatePanel>
      );
    }
    if (total === 0) {
      return (
        <StatePanel tone="info" title="No images yet">
          Drop pictures on the area above, or use “Choose pictures”.
        </StatePanel>
      );
    }
    return (
      <>
        <div className="gal-toolbar">
          <Button
            type="button"
            label={allOnPageSelected ? 'Clear selection on this page' : 'Select all on this page'}
            icon={allOnPageSelected ? 'pi pi-minus-circle' : 'pi pi-check-square'}
            text
            size="small"
            onClick={() => {
              for (const image of pageImages) toggle(image.id, !allOnPageSelected);
            }}
          />
          {canDelete ? <Button
            type="button"
            label={selected.size === 0 ? 'Delete selected' : `Delete ${selected.size} selected`}
            icon="pi pi-trash"
            severity="danger"
            outlined
            size="small"
            disabled={selected.size === 0 || remove.isPending}
            loading={remove.isPending}
            onClick={() => setDeleting({ kind: 'selected', ids: [...selected] })}
          /> : null}
          <p className="gal-toolbar-hint">Drag a picture by its handle, or focus the handle and press Space, to change the order.</p>
        </div>
        <ImageGrid
          images={pageImages}
          offset={offset}
          selectedIds={selected}
          onSelectedChange={toggle}
          onMove={moveImage}
          onOpen={setPreviewIndex}
          onEdit={(image, position) => setEditing({ image, position })}
          preloadEditor={preloadEditor}
          onSetCover={makeCover}
          onDelete={(image, position) => setDeleting({ kind: 'one', image, position })}
          disabled={remove.isPending}
        />
        {total > IMAGES_PER_PAGE ? (
          <Paginator first={offset} rows={IMAGES_PER_PAGE} totalRecords={total} onPageChange={(event) => setPage(event.page + 1)} />
        ) : null}
      </>
    );
  };

  return (
    <section className="kit-card gal-images" aria-labelledby="gallery-images-title" aria-busy={images.isFetching}>
      <header className="kit-page-header">
        <div>
          <h2 id="gallery-images-title">Images</h2>
          <p className="kit-muted" data-testid="gallery-image-total">
            {total === 1 ? '1 image' : `${total} images`}
            {total > IMAGES_PER_PAGE ? ` · page ${page} of ${lastPage(total)}` : ''}
          </p>
        </div>
      </header>
      <ImageDropZone onFiles={uploads.add} />
      <UploadList items={uploads.items} onClearFinished={uploads.clearFinished} />
      {body()}
      <ImageLightbox images={pageImages} index={previewIndex} offset={offset} total={total} onIndexChange={setPreviewIndex} onClose={() => setPreviewIndex(null)} />
      {editing ? (
        <Suspense fallback={<LoadingPanel label="Opening the image…" />}>
          <EditImageDialog
            key={editing.image.id}
            image={editing.image}
            position={editing.position}
            onReload={async () => (await images.refetch()).data?.data.find((image) => image.id === editing.image.id) ?? null}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <DeleteImagesDialog
        visible={deleting !== null}
        count={deleting?.kind === 'selected' ? deleting.ids.length : 1}
        name={deleting?.kind === 'one' ? imageLabel(deleting.image, deleting.position) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}
