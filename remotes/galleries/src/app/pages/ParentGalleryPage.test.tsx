import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@nail-or-never/shared';
import { fakeHttp, heldReply, sentFields, type FakeHttp } from '@nail-or-never/shared/testing';
import { aGalleryGroup, anImage, anImagePage } from '../../testing/galleryFixtures';
import { renderSection } from '../../testing/renderSection';

jest.setTimeout(30_000);

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
  api.on('GET', '/gallery-parent/7', { status: 200, body: { data: aGalleryGroup() } });
  api.on('GET', '/gallery/list-gallery/7', { status: 200, body: anImagePage([anImage(1), anImage(2, { published: false, tags: ['french'] })]) });
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

describe('a gallery group page: its states', () => {
  it('shows a loading state, then the group and a grid of thumbnails only', async () => {
    const held = heldReply();
    api.on('GET', '/gallery-parent/7', held.handler);
    const { container } = renderSection('/admin/parent-gallery/7');
    expect(await screen.findByText('Loading the gallery group…')).toBeInTheDocument();
    held.release({ status: 200, body: { data: aGalleryGroup() } });

    expect(await screen.findByRole('heading', { level: 1, name: /Autumn nails/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Preview Nails 1' })).toBeInTheDocument();
    const sources = [...container.querySelectorAll('.gal-grid img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/uploads/images/1.thumb.webp', '/uploads/images/2.thumb.webp']);
    expect(container.querySelector('.gal-grid')?.innerHTML).not.toContain('/uploads/images/1.webp');
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('french')).toBeInTheDocument();
    expect(api.requests('GET', '/gallery/list-gallery/7')[0]?.params).toEqual({ page: 1, limit: 24 });
  });

  it('an unknown id gets the "not found" page; a malformed id never reaches the API', async () => {
    api.on('GET', '/gallery-parent/99', { status: 404, body: { message: 'Gallery group not found.' } });
    const { unmount } = renderSection('/admin/parent-gallery/99');
    expect(await screen.findByText('This gallery group does not exist')).toBeInTheDocument();
    unmount();
    renderSection('/admin/parent-gallery/9x');
    expect(await screen.findByText('This gallery group does not exist')).toBeInTheDocument();
    expect(api.requests('GET', '/gallery-parent/9x')).toHaveLength(0);
  });

  it('a failed load of the images says so and tries again on request', async () => {
    api.on('GET', '/gallery/list-gallery/7', { status: 500, body: { message: 'Database unavailable.' } });
    renderSection('/admin/parent-gallery/7');
    expect(await screen.findByText('The images could not be loaded')).toBeInTheDocument();
    api.on('GET', '/gallery/list-gallery/7', { status: 200, body: anImagePage([anImage(1)]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Preview Nails 1' })).toBeInTheDocument();
  });

  it('an empty group says how to add pictures', async () => {
    api.on('GET', '/gallery-parent/7', { status: 200, body: { data: aGalleryGroup({ imageCount: 0 }) } });
    api.on('GET', '/gallery/list-gallery/7', { status: 200, body: anImagePage([]) });
    renderSection('/admin/parent-gallery/7');
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose pictures' })).toBeInTheDocument();
  });

  it('pages through the images with the server', async () => {
    api.on('GET', '/gallery/list-gallery/7', (request) => {
      const page = Number(request.params.page);
      return { status: 200, body: anImagePage([anImage(page * 100)], 25, page) };
    });
    renderSection('/admin/parent-gallery/7');
    expect(await screen.findByRole('button', { name: 'Preview Nails 100' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Preview Nails 200' })).toBeInTheDocument();
    expect(screen.getByText(/page 2 of 2/)).toBeInTheDocument();
  });
});

// Reordering (dnd-kit measures the tiles on screen, which jsdom cannot) is tested in Chromium:
// e2e/tests/galleries/galleryLifecycle.spec.ts drags with the mouse and moves with the keyboard.
describe('a gallery group page: its images', () => {
  it('uploads several files: refuses a too-large and a non-picture file at once, sends the rest, shows the server\'s refusal', async () => {
    api.on('POST', '/gallery', (request) => {
      const fields = sentFields(request.body);
      if (fields.image === 'file:renamed.jpg') return { status: 415, body: { message: 'This file is not a picture the salon can use.' } };
      return { status: 201, body: { data: anImage(50) } };
    });
    renderSection('/admin/parent-gallery/7');
    await screen.findByRole('button', { name: 'Preview Nails 1' });

    const files = [
      new File(['jpeg'], 'good.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(11 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
      new File(['text'], 'renamed.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(screen.getByTestId('gallery-file-input'), files, { applyAccept: false });

    await waitFor(() => expect(screen.getByTestId('upload-summary')).toHaveTextContent('1 of 4 added, 3 not added.'));
    const rows = screen.getAllByTestId('upload-row');
    expect(within(rows[1] as HTMLElement).getByText(/larger than 10 MB/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/is not a JPEG, PNG, WebP, AVIF or HEIC picture/)).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('This file is not a picture the salon can use.')).toBeInTheDocument();
    expect(api.requests('POST', '/gallery').map((request) => sentFields(request.body).image).sort()).toEqual(['file:good.jpg', 'file:renamed.jpg']);
    // Appended after the group's two images.
    expect(api.requests('POST', '/gallery').map((request) => sentFields(request.body).displayOrder).sort()).toEqual(['2', '3']);
  });

  it('edits alt text, caption, tags and published, and sends the tags as one comma-separated field', async () => {
    api.on('PUT', '/gallery', { status: 200, body: { data: anImage(1, { tags: ['french', 'summer'] }) } });
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nails 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image 1' });
    // The picture's History is there, read only when opened (no call declared for it here).
    expect(within(dialog).getByText('History')).toBeInTheDocument();
    const tags = within(dialog).getByLabelText('Tags');
    await userEvent.type(tags, 'French, summer');
    await userEvent.clear(within(dialog).getByLabelText('Caption'));
    await userEvent.type(within(dialog).getByLabelText('Caption'), 'Red tips');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save image' }));

    await waitFor(() => expect(api.calls('PUT', '/gallery')).toBe(1));
    expect(sentFields(api.requests('PUT', '/gallery')[0]?.body)).toEqual({
      id: '1',
      version: '1',
      altText: 'Nails 1',
      caption: 'Red tips',
      published: 'true',
      tags: 'french,summer',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit image 1' })).not.toBeInTheDocument());
  });

  it('refuses a tag with a symbol before sending, and shows a stale-version refusal with a reload', async () => {
    api.on('PUT', '/gallery', { status: 409, body: { message: 'Someone else changed this image.', errors: { version: 'Stale.' } } });
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nails 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image 1' });
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'nice!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save image' }));
    expect(await within(dialog).findByText(/“nice!”: A tag uses letters/)).toBeInTheDocument();
    expect(api.calls('PUT', '/gallery')).toBe(0);

    await userEvent.clear(within(dialog).getByLabelText('Tags'));
    await userEvent.type(within(dialog).getByLabelText('Tags'), 'nice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save image' }));
    expect(await within(dialog).findByText('Someone else changed this image.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tags')).toHaveValue('nice');
  });

  it("a replacement the server refuses shows the server's reason and puts the current picture back", async () => {
    api.on('PUT', '/gallery', {
      status: 415,
      body: { message: 'This file is not a picture we can read. Upload a JPEG or PNG image.', errors: { image: 'Choose a JPEG or PNG image.' } },
    });
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nails 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image 1' });
    await userEvent.upload(within(dialog).getByLabelText('Picture file'), new File(['plain text'], 'cover.png', { type: 'image/png' }));
    expect(within(dialog).getByText('New picture: cover.png (saved with the form).')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save image' }));

    expect(await within(dialog).findByText('This file is not a picture we can read. Upload a JPEG or PNG image. Choose a JPEG or PNG image.')).toBeInTheDocument();
    expect(within(dialog).getByText('Current picture.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Preview of the picture' })).toHaveAttribute('src', '/uploads/images/1.thumb.webp');
    // Nothing is left to lose: the refused file is gone, so Escape closes without asking.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit image 1' })).not.toBeInTheDocument());
  });

  it('Escape after only a new picture was picked asks before closing', async () => {
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Nails 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit image 1' });
    await userEvent.upload(within(dialog).getByLabelText('Picture file'), new File(['png'], 'new.png', { type: 'image/png' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes?')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit image 1' })).toBeInTheDocument();
  });

  it('deletes the selected images after asking, one call each', async () => {
    api.on('DELETE', '/gallery/7/1', { status: 200, body: { data: { id: 1 } } });
    api.on('DELETE', '/gallery/7/2', { status: 200, body: { data: { id: 2 } } });
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Select all on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    expect(await screen.findByText(/2 images will be deleted/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus());
    expect(api.calls('DELETE', '/gallery/7/1')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 images' }));
    await waitFor(() => expect(api.calls('DELETE', '/gallery/7/1') + api.calls('DELETE', '/gallery/7/2')).toBe(2));
  });

  it('previews the full-size picture and steps with the arrow keys', async () => {
    renderSection('/admin/parent-gallery/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Nails 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image 1 of 2' });
    expect(within(viewer).getByRole('img', { name: 'Nails 1' })).toHaveAttribute('src', '/uploads/images/1.webp');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
