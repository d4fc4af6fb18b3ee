import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@nail-or-never/shared';
import type { AboutPage } from '@nail-or-never/shared/schemas';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../../testing/renderSection';

// Quill needs a real browser's selection and layout (the e2e spec drives it in Chromium); here the
// editor is a plain text area with the same contract: HTML in, HTML out.
jest.mock('./RichTextEditor', () => ({
  __esModule: true,
  default: ({ id, labelId, value, onChange }: { id: string; labelId: string; value: string; onChange: (html: string) => void }) => (
    <textarea id={id} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

jest.setTimeout(30_000);

const picture = (id: number, altText: string) => ({
  id,
  altText,
  displayOrder: id,
  image: { url: `/uploads/${id}.webp`, thumbnailUrl: `/uploads/${id}-thumb.webp`, width: 800, height: 600 },
  createdAt: '',
  updatedAt: '',
  version: 1,
});
const aPage = (overrides: Partial<AboutPage> = {}): AboutPage => ({
  title: 'Our story',
  bodyHtml: '<p>Since 2015.</p>',
  status: 'draft',
  heroImageId: null,
  publishedAt: null,
  images: [],
  updatedAt: '',
  version: 4,
  ...overrides,
});

let api: FakeHttp;
beforeEach(() => {
  api = fakeHttp();
});
afterEach(() => {
  api.restore();
  queryClient.clear();
});

async function openAboutPage(page: AboutPage = aPage()) {
  api.on('GET', '/about-us', { status: 200, body: { data: page } });
  renderSection('about-us');
  await screen.findByRole('textbox', { name: 'Title' });
}

describe('the about-us page', () => {
  it('saves the title, text, hero picture and publishes, with the version it was read at', async () => {
    await openAboutPage(aPage({ images: [picture(5, 'The salon at night')] }));
    // Its History is there, read only when opened.
    expect(screen.getByText('History')).toBeInTheDocument();
    api.on('PUT', '/about-us', ({ json }) => ({ status: 200, body: { data: aPage({ ...(json as object), version: 5 }) } }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Who we are');
    const body = await screen.findByRole('textbox', { name: 'Page text' });
    await userEvent.clear(body);
    await userEvent.type(body, '<p>Hello</p>');
    await userEvent.click(screen.getByRole('radio', { name: 'The salon at night' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Published: shown on the website' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));

    expect(await screen.findByText('About us saved')).toBeInTheDocument();
    expect(api.requests('PUT', '/about-us')[0]?.json).toEqual({ title: 'Who we are', bodyHtml: '<p>Hello</p>', status: 'published', heroImageId: 5, version: 4 });
  });

  it('refuses a one-letter title before sending and shows a stale version with a way to reload', async () => {
    await openAboutPage();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('The title must be at least 2 characters.')).toBeInTheDocument();
    expect(api.requests('PUT', '/about-us')).toHaveLength(0);

    api.on('PUT', '/about-us', { status: 409, body: { message: 'Someone else saved the page.', errors: { version: 'stale' } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'bout');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Someone else saved the page.')).toBeInTheDocument();
    api.on('GET', '/about-us', { status: 200, body: { data: aPage({ title: 'Their title', version: 6 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their title'));
  });

  it('adds a picture only with a description, and removes one after asking', async () => {
    await openAboutPage(aPage({ images: [picture(5, 'Old chairs')] }));
    api.on('POST', '/about-us/images', { status: 201, body: { data: picture(6, 'Our team') } });
    api.on('DELETE', '/about-us/images/5', { status: 200, body: { data: { id: 5 } } });

    await userEvent.upload(screen.getByLabelText('New picture file'), new File([new Uint8Array([137, 80, 78, 71])], 'team.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add picture' }));
    expect(await screen.findByText('Describe the picture for people who cannot see it.')).toBeInTheDocument();
    expect(api.requests('POST', '/about-us/images')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Description of the new picture' }), 'Our team');
    await userEvent.click(screen.getByRole('button', { name: 'Add picture' }));
    expect(await screen.findByText('Picture added')).toBeInTheDocument();
    const sent = api.requests('POST', '/about-us/images')[0]?.body as FormData;
    expect(sent.get('altText')).toBe('Our team');
    expect((sent.get('image') as File).name).toBe('team.png');

    await userEvent.click(screen.getByRole('button', { name: 'Remove picture “Old chairs”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this picture?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Picture removed')).toBeInTheDocument();
    expect(api.requests('DELETE', '/about-us/images/5')).toHaveLength(1);
  });

  it('previews the saved page as visitors see it', async () => {
    await openAboutPage(aPage({ title: 'Who we are', bodyHtml: '<h2>Since 2015</h2><p>Friendly <strong>nail art</strong>.</p>', images: [picture(5, 'The salon')], heroImageId: 5 }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: the saved page as visitors see it' });
    expect(within(dialog).getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Since 2015' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'The salon' })).toHaveAttribute('src', '/uploads/5.webp');
  });
});
