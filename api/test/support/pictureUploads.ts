import type { AboutImage, Employee, EmployeeCreateInput, GalleryGroup, GalleryImage, ImageRef, ServiceGroup } from '@nail-or-never/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { dataOf, type CatalogClient } from '../catalog/catalogTestKit';

/** Stores one picture through one route, creating whatever record it needs first; returns the picture its row now has. */
export type PictureUpload = (api: CatalogClient, photo: Buffer) => Promise<ImageRef>;

/** The body of a success, or an error naming the call: a failed setup must not read as a missing file later. */
function succeeded<T>(response: LightMyRequestResponse, call: string): T {
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`${call} answered ${response.statusCode}: ${response.body}`);
  return dataOf<T>(response);
}

function pictureOf(record: { image: ImageRef | null } | { photo: ImageRef | null }, call: string): ImageRef {
  const picture = 'image' in record ? record.image : record.photo;
  if (!picture) throw new Error(`${call} answered without a picture`);
  return picture;
}

const EMPLOYEE: EmployeeCreateInput = {
  firstName: 'Maya',
  lastName: 'Okafor',
  jobTitle: '',
  email: 'maya@nailornever.example',
  phone: '',
  bio: '',
  calendarColor: '#7C3AED',
  serviceIds: [],
  weeklyHours: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
  bookable: true,
  active: true,
  startDate: null,
};

async function newGallery(api: CatalogClient, theme: string): Promise<GalleryGroup> {
  return succeeded<GalleryGroup>(await api.postForm('/gallery-parent', { theme }), 'POST /gallery-parent');
}

async function newGalleryImage(api: CatalogClient, photo: Buffer, theme: string): Promise<GalleryImage> {
  const gallery = await newGallery(api, theme);
  return succeeded<GalleryImage>(await api.postForm('/gallery', { parentId: gallery.id }, { content: photo }), 'POST /gallery');
}

async function newAboutImage(api: CatalogClient, photo: Buffer, altText: string): Promise<AboutImage> {
  return succeeded<AboutImage>(await api.postForm('/about-us/images', { altText }, { content: photo }), 'POST /about-us/images');
}

/**
 * One upload per picture route of the API, by the OpenAPI document's name for the route. A PUT
 * gives a picture to a record made without one (or replaces one), so each route's own write is what
 * the row ends up pointing at.
 */
export const PICTURE_UPLOADS: Record<string, PictureUpload> = {
  'POST /api/v1/services-parent': async (api, photo) =>
    pictureOf(succeeded<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' }, { content: photo }), 'POST /services-parent'), 'POST /services-parent'),

  'PUT /api/v1/services-parent': async (api, photo) => {
    const group = succeeded<ServiceGroup>(await api.postForm('/services-parent', { name: 'Feet' }), 'POST /services-parent');
    const changed = succeeded<ServiceGroup>(await api.putForm('/services-parent', { id: group.id, version: group.version }, { content: photo }), 'PUT /services-parent');
    return pictureOf(changed, 'PUT /services-parent');
  },

  'POST /api/v1/gallery-parent': async (api, photo) =>
    pictureOf(succeeded<GalleryGroup>(await api.postForm('/gallery-parent', { theme: 'Spring' }, { content: photo }), 'POST /gallery-parent'), 'POST /gallery-parent'),

  'PUT /api/v1/gallery-parent': async (api, photo) => {
    const gallery = await newGallery(api, 'Summer');
    const changed = succeeded<GalleryGroup>(await api.putForm('/gallery-parent', { id: gallery.id, version: gallery.version }, { content: photo }), 'PUT /gallery-parent');
    return pictureOf(changed, 'PUT /gallery-parent');
  },

  'POST /api/v1/gallery': async (api, photo) => pictureOf(await newGalleryImage(api, photo, 'Autumn'), 'POST /gallery'),

  'PUT /api/v1/gallery': async (api, photo) => {
    const image = await newGalleryImage(api, photo, 'Winter');
    const changed = succeeded<GalleryImage>(await api.putForm('/gallery', { id: image.id, version: image.version }, { content: photo }), 'PUT /gallery');
    return pictureOf(changed, 'PUT /gallery');
  },

  'POST /api/v1/about-us/images': async (api, photo) => pictureOf(await newAboutImage(api, photo, 'The salon from the street'), 'POST /about-us/images'),

  'PUT /api/v1/about-us/images': async (api, photo) => {
    const picture = await newAboutImage(api, photo, 'Our team');
    const changed = succeeded<AboutImage>(await api.putForm('/about-us/images', { id: picture.id, version: picture.version }, { content: photo }), 'PUT /about-us/images');
    return pictureOf(changed, 'PUT /about-us/images');
  },

  'PUT /api/v1/employees/photo': async (api, photo) => {
    const employee = succeeded<Employee>(await api.postJson('/employees', EMPLOYEE), 'POST /employees');
    const changed = succeeded<Employee>(await api.putForm('/employees/photo', { id: employee.id, version: employee.version }, { content: photo }), 'PUT /employees/photo');
    return pictureOf(changed, 'PUT /employees/photo');
  },
};
