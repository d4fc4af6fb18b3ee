import { httpClient } from '../http/httpClient';
import { toCatalogFormData } from './catalogFormData';
import { dashboardApi } from './dashboardApi';
import { galleryGroupApi } from './galleryGroupApi';
import { galleryImageApi } from './galleryImageApi';
import { serviceApi } from './serviceApi';
import { serviceGroupApi } from './serviceGroupApi';

jest.mock('../http/httpClient', () => ({
  httpClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));

const http = jest.mocked(httpClient);
const page = { data: [{ id: 1 }], meta: { page: 2, limit: 5, total: 6 } };

/** The FormData a call sent, as [name, value] pairs (files by name). */
function sentForm(mock: jest.Mock): Array<[string, string]> {
  const form: unknown = mock.mock.calls[0]?.[1];
  if (!(form instanceof FormData)) throw new Error('expected FormData');
  return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
}

beforeEach(() => {
  jest.resetAllMocks();
  http.get.mockResolvedValue({ data: { data: [{ id: 1, name: 'Nails' }] } });
  http.post.mockResolvedValue({ data: { data: { id: 7 } } });
  http.put.mockResolvedValue({ data: { data: { id: 7, version: 2 } } });
  http.delete.mockResolvedValue({ data: { data: { id: 7 } } });
});

describe('toCatalogFormData', () => {
  it('sends numbers and booleans as text, keeps empty strings, leaves out undefined and null', () => {
    const form = toCatalogFormData({ name: 'Nails', description: '', displayOrder: 3, active: false, version: undefined, image: null });

    expect([...form.entries()]).toEqual([
      ['name', 'Nails'],
      ['description', ''],
      ['displayOrder', '3'],
      ['active', 'false'],
    ]);
  });

  it('sends a picked file under "image" with its name, and a bare Blob as "image"', () => {
    const file = new File(['jpeg-bytes'], 'hands.jpg', { type: 'image/jpeg' });

    const withFile = toCatalogFormData({ image: file });
    const withBlob = toCatalogFormData({ image: new Blob(['x']) });

    expect((withFile.get('image') as File).name).toBe('hands.jpg');
    expect((withBlob.get('image') as File).name).toBe('image');
  });

  it('refuses a file under another field name', () => {
    expect(() => toCatalogFormData({ cover: new Blob(['x']) })).toThrow('Only the "image" field can carry a file, not "cover"');
  });
});

describe('serviceGroupApi', () => {
  it('listAll reads data.data of the unpaged list', async () => {
    await expect(serviceGroupApi.listAll()).resolves.toEqual([{ id: 1, name: 'Nails' }]);
    expect(http.get).toHaveBeenCalledWith('/services-parent/with-out-pagination');
  });

  it('get asks for the detail by ?id=', async () => {
    http.get.mockResolvedValue({ data: { data: { id: 4 } } });

    await expect(serviceGroupApi.get(4)).resolves.toEqual({ id: 4 });
    expect(http.get).toHaveBeenCalledWith('/services-parent/detail', { params: { id: 4 } });
  });

  it('create posts a multipart form with the picture', async () => {
    const image = new File(['x'], 'cover.png', { type: 'image/png' });

    await expect(serviceGroupApi.create({ name: 'Nails', active: true, image })).resolves.toEqual({ id: 7 });
    expect(http.post.mock.calls[0]?.[0]).toBe('/services-parent');
    expect(sentForm(http.post)).toEqual([
      ['name', 'Nails'],
      ['active', 'true'],
      ['image', 'file:cover.png'],
    ]);
  });

  it('update puts id, version and only the changed fields', async () => {
    await expect(serviceGroupApi.update({ id: 7, version: 1, removeImage: true })).resolves.toEqual({ id: 7, version: 2 });
    expect(http.put.mock.calls[0]?.[0]).toBe('/services-parent');
    expect(sentForm(http.put)).toEqual([
      ['id', '7'],
      ['version', '1'],
      ['removeImage', 'true'],
    ]);
  });

  it('remove deletes by id; listServices returns the page with meta', async () => {
    await serviceGroupApi.remove(7);
    expect(http.delete).toHaveBeenCalledWith('/services-parent/7');

    http.get.mockResolvedValue({ data: page });
    await expect(serviceGroupApi.listServices({ groupId: 3, page: 2, limit: 5, q: 'gel' })).resolves.toEqual(page);
    expect(http.get).toHaveBeenCalledWith('/services-parent/list-service', { params: { id: 3, page: 2, limit: 5, q: 'gel' } });

    await serviceGroupApi.listServices({ groupId: 3, q: '' });
    expect(http.get).toHaveBeenLastCalledWith('/services-parent/list-service', { params: { id: 3, page: undefined, limit: undefined } });
  });
});

describe('serviceApi', () => {
  it('lists, creates, updates and removes with JSON bodies', async () => {
    http.get.mockResolvedValue({ data: page });
    await expect(serviceApi.list({ page: 2, limit: 5 })).resolves.toEqual(page);
    expect(http.get).toHaveBeenCalledWith('/services', { params: { page: 2, limit: 5 } });

    const draft = { parentId: 1, name: 'Gel', durationMinutes: 45, priceType: 'fixed' as const, price: 35.5 };
    await expect(serviceApi.create(draft)).resolves.toEqual({ id: 7 });
    expect(http.post).toHaveBeenCalledWith('/services', draft);

    await serviceApi.update({ id: 7, version: 1, priceType: 'free', price: null });
    expect(http.put).toHaveBeenCalledWith('/services', { id: 7, version: 1, priceType: 'free', price: null });

    await serviceApi.remove(7);
    expect(http.delete).toHaveBeenCalledWith('/services/7');
  });
});

describe('galleryGroupApi', () => {
  it('listAll asks for pagination=0 and list for pagination=1 with the page', async () => {
    await galleryGroupApi.listAll();
    expect(http.get).toHaveBeenCalledWith('/gallery-parent', { params: { pagination: 0 } });

    http.get.mockResolvedValue({ data: page });
    await expect(galleryGroupApi.list({ page: 2, limit: 5 })).resolves.toEqual(page);
    expect(http.get).toHaveBeenLastCalledWith('/gallery-parent', { params: { pagination: 1, page: 2, limit: 5 } });
  });

  it('gets, creates, updates (multipart) and removes', async () => {
    http.get.mockResolvedValue({ data: { data: { id: 2, theme: 'Summer' } } });
    await expect(galleryGroupApi.get(2)).resolves.toEqual({ id: 2, theme: 'Summer' });
    expect(http.get).toHaveBeenCalledWith('/gallery-parent/2');

    await galleryGroupApi.create({ theme: 'Summer', published: false });
    expect(sentForm(http.post)).toEqual([
      ['theme', 'Summer'],
      ['published', 'false'],
    ]);

    await galleryGroupApi.update({ id: 2, version: 3, theme: 'Winter' });
    expect(http.put.mock.calls[0]?.[0]).toBe('/gallery-parent');
    expect(sentForm(http.put)).toEqual([
      ['id', '2'],
      ['version', '3'],
      ['theme', 'Winter'],
    ]);

    await galleryGroupApi.remove(2);
    expect(http.delete).toHaveBeenCalledWith('/gallery-parent/2');
  });
});

describe('galleryImageApi', () => {
  it('lists a group page, adds with the file, updates and removes through the group', async () => {
    http.get.mockResolvedValue({ data: page });
    await expect(galleryImageApi.list(3, { page: 2, limit: 5 })).resolves.toEqual(page);
    expect(http.get).toHaveBeenCalledWith('/gallery/list-gallery/3', { params: { page: 2, limit: 5 } });

    const image = new File(['x'], 'look.webp', { type: 'image/webp' });
    await galleryImageApi.create({ parentId: 3, altText: 'Red nails', image });
    expect(http.post.mock.calls[0]?.[0]).toBe('/gallery');
    expect(sentForm(http.post)).toEqual([
      ['parentId', '3'],
      ['altText', 'Red nails'],
      ['image', 'file:look.webp'],
    ]);

    await galleryImageApi.update({ id: 9, version: 1, caption: '' });
    expect(sentForm(http.put)).toEqual([
      ['id', '9'],
      ['version', '1'],
      ['caption', ''],
    ]);

    await galleryImageApi.remove(3, 9);
    expect(http.delete).toHaveBeenCalledWith('/gallery/3/9');
  });
});

describe('dashboardApi', () => {
  it('unwraps the summary', async () => {
    const summary = { counts: { serviceGroups: 1, services: 2, galleryGroups: 3, galleryImages: 4 }, recentChanges: [] };
    http.get.mockResolvedValue({ data: { data: summary } });

    await expect(dashboardApi.getSummary()).resolves.toEqual(summary);
    expect(http.get).toHaveBeenCalledWith('/dashboard/summary');
  });
});

describe('errors pass through to the caller', () => {
  it('rejects with what the http client rejected with', async () => {
    const conflict = Object.assign(new Error('Request failed with status code 409'), { response: { status: 409 } });
    http.put.mockRejectedValue(conflict);

    await expect(serviceGroupApi.update({ id: 1, version: 1, name: 'X y' })).rejects.toBe(conflict);
  });
});
