import type { AboutImage, AboutPage, AboutPageUpdateInput } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, makePhoto, storedFiles, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterEach(async () => {
  await testApp.close();
});

const readPage = async () => dataOf<AboutPage>(await api.get('/about-us'));

async function pageUpdate(changes: Partial<AboutPageUpdateInput> = {}): Promise<AboutPageUpdateInput> {
  const current = await readPage();
  return { title: 'Our story', bodyHtml: '<p>Since 2019.</p>', status: 'draft', heroImageId: null, version: current.version, ...changes };
}

async function addPicture(altText = 'The salon seen from the street'): Promise<AboutImage> {
  const response = await api.postForm('/about-us/images', { altText }, { content: await makePhoto() });
  expect(response.statusCode).toBe(201);
  return dataOf<AboutImage>(response);
}

describe('the about-us page', () => {
  it('starts as an untitled draft with no text and no pictures', async () => {
    expect(await readPage()).toMatchObject({ title: 'About us', bodyHtml: '', status: 'draft', heroImageId: null, publishedAt: null, images: [], version: 1 });
  });

  it('stores the text sanitised: scripts, handlers, styles and javascript: links never reach the database', async () => {
    const bodyHtml =
      '<h2>Hello</h2><p onclick="steal()" style="color:red">Welcome <script>alert(1)</script><a href="javascript:alert(1)">here</a></p>' +
      '<img src=x onerror=alert(1)><p><a href="https://instagram.com/salon" target="_blank">Instagram</a></p>';

    const response = await api.putJson('/about-us', await pageUpdate({ bodyHtml }));

    expect(response.statusCode).toBe(200);
    const expected =
      '<h2>Hello</h2><p>Welcome <span>here</span></p><p><a href="https://instagram.com/salon" target="_blank" rel="noopener noreferrer nofollow">Instagram</a></p>';
    expect(dataOf<AboutPage>(response).bodyHtml).toBe(expected);
    const row = await testApp.app.db.selectFrom('aboutPage').select('bodyHtml').executeTakeFirstOrThrow();
    expect(row.bodyHtml).toBe(expected);
  });

  it('stores the editor\u2019s empty document as no text', async () => {
    const response = await api.putJson('/about-us', await pageUpdate({ bodyHtml: '<p><br></p>' }));

    expect(dataOf<AboutPage>(response).bodyHtml).toBe('');
  });

  it('refuses text over the size cap with a field error and keeps the page', async () => {
    const response = await api.putJson('/about-us', await pageUpdate({ bodyHtml: `<p>${'x'.repeat(100_000)}</p>` }));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty(['bodyHtml']);
    expect((await readPage()).version).toBe(1);
  });

  it('records when it was published, and keeps that date on later saves', async () => {
    const published = dataOf<AboutPage>(await api.putJson('/about-us', await pageUpdate({ status: 'published' })));
    expect(published.publishedAt).not.toBeNull();

    const edited = dataOf<AboutPage>(await api.putJson('/about-us', await pageUpdate({ status: 'published', title: 'Our story, updated' })));

    expect(edited.publishedAt).toBe(published.publishedAt);
    const draft = dataOf<AboutPage>(await api.putJson('/about-us', await pageUpdate({ status: 'draft' })));
    expect(draft).toMatchObject({ status: 'draft', publishedAt: published.publishedAt });
  });

  it('refuses a stale version with 409 and an unknown status or title with field errors', async () => {
    const update = await pageUpdate();
    expect((await api.putJson('/about-us', update)).statusCode).toBe(200);

    const stale = await api.putJson('/about-us', { ...update, title: 'Lost change' });
    expect(stale.statusCode).toBe(409);

    const invalid = await api.putJson('/about-us', { ...(await pageUpdate()), status: 'archived', title: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorOf(invalid).errors ?? {}).sort()).toEqual(['status', 'title']);
  });

  it('takes one of its own pictures as the hero, and refuses any other id', async () => {
    const picture = await addPicture();

    const withHero = await api.putJson('/about-us', await pageUpdate({ heroImageId: picture.id }));
    expect(dataOf<AboutPage>(withHero).heroImageId).toBe(picture.id);

    const unknown = await api.putJson('/about-us', await pageUpdate({ heroImageId: picture.id + 100 }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors).toEqual({ heroImageId: 'Choose one of the page\u2019s pictures.' });
  });
});

describe('the about-us pictures', () => {
  it('adds a picture with its description, shown in display order', async () => {
    const second = dataOf<AboutImage>(
      await api.postForm('/about-us/images', { altText: 'Nail art close-up', displayOrder: 2 }, { content: await makePhoto() }),
    );
    const first = dataOf<AboutImage>(await api.postForm('/about-us/images', { altText: 'Our team', displayOrder: 1 }, { content: await makePhoto() }));

    expect((await readPage()).images.map((image) => image.id)).toEqual([first.id, second.id]);
    expect(first.image.thumbnailUrl).toMatch(/^\/uploads\/images\/.+\.thumb\.webp$/);
  });

  it('requires a description and a real picture, storing nothing otherwise', async () => {
    const noDescription = await api.postForm('/about-us/images', { altText: '  ' }, { content: await makePhoto() });
    expect(noDescription.statusCode).toBe(400);
    expect(errorOf(noDescription).errors).toEqual({ altText: 'Describe the picture for people who cannot see it.' });

    const notAPicture = await api.postForm('/about-us/images', { altText: 'Notes' }, { content: Buffer.from('plain text'), filename: 'notes.jpg' });
    expect(notAPicture.statusCode).toBe(415);
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('holds at most 8 pictures, even when the last places are asked for at the same moment', async () => {
    for (let count = 0; count < 6; count += 1) await addPicture(`Picture ${count + 1}`);
    const photo = await makePhoto();

    const results = await Promise.all(
      Array.from({ length: 5 }, (_unused, index) => api.postForm('/about-us/images', { altText: `Rush ${index}` }, { content: photo })),
    );

    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect((await readPage()).images).toHaveLength(8);
    // Two files (display + thumbnail) per kept picture: refused uploads left nothing behind.
    expect(storedFiles(testApp)).toHaveLength(16);
  });

  it('replaces a picture\u2019s file and description, deleting the old files', async () => {
    const picture = await addPicture();
    const before = storedFiles(testApp);

    const response = await api.putForm(
      '/about-us/images',
      { id: picture.id, version: picture.version, altText: 'The new front window' },
      { content: await makePhoto({ width: 90, height: 60 }) },
    );

    expect(response.statusCode).toBe(200);
    expect(dataOf<AboutImage>(response)).toMatchObject({ altText: 'The new front window', version: 2, image: { width: 90, height: 60 } });
    const after = storedFiles(testApp);
    expect(after).toHaveLength(2);
    expect(after.some((file) => before.includes(file))).toBe(false);
  });

  it('refuses a stale picture version with 409 and keeps the newer description', async () => {
    const picture = await addPicture();
    await api.putForm('/about-us/images', { id: picture.id, version: picture.version, altText: 'First edit' });

    const stale = await api.putForm('/about-us/images', { id: picture.id, version: picture.version, altText: 'Second edit' });

    expect(stale.statusCode).toBe(409);
    expect((await readPage()).images[0]?.altText).toBe('First edit');
  });

  it('removing the hero picture empties the hero and moves the page version on, so an open form gets 409', async () => {
    const picture = await addPicture();
    const openForm = await pageUpdate({ heroImageId: picture.id });
    const saved = dataOf<AboutPage>(await api.putJson('/about-us', openForm));

    const removed = await api.delete(`/about-us/images/${picture.id}`);

    expect(removed.statusCode).toBe(200);
    const page = await readPage();
    expect(page).toMatchObject({ heroImageId: null, images: [], version: saved.version + 1 });
    expect(storedFiles(testApp)).toEqual([]);
    expect((await api.putJson('/about-us', { ...openForm, version: saved.version })).statusCode).toBe(409);
  });

  it('answers 404 for a picture that does not exist', async () => {
    expect((await api.delete('/about-us/images/999')).statusCode).toBe(404);
    expect((await api.putForm('/about-us/images', { id: 999, version: 1, altText: 'Nothing' })).statusCode).toBe(404);
  });
});
