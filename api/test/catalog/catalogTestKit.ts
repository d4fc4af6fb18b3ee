import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../support/testApp';

export const API = '/api/v1';

export type FormValue = string | number | boolean;

export interface FormFile {
  content: Buffer;
  /** Form field name; `image` unless a test sends a wrong one. */
  field?: string;
  filename?: string;
  type?: string;
}

/** A real multipart body, built the way a browser builds one (FormData), for `app.inject`. */
export async function multipartBody(fields: Record<string, FormValue>, file?: FormFile) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) {
    form.append(file.field ?? 'image', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/jpeg' }), file.filename ?? 'photo.jpg');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': contentType } };
}

/** Calls of one signed-in test app, so tests read as "what was asked, what came back". */
export function catalogClient(testApp: TestApp) {
  const { app, authHeader } = testApp;
  const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, FormValue>, file?: FormFile) => {
    const body = await multipartBody(fields, file);
    return app.inject({ method, url: `${API}${url}`, headers: { ...authHeader, ...body.headers }, payload: body.payload });
  };
  return {
    get: (url: string) => app.inject({ method: 'GET', url: `${API}${url}`, headers: authHeader }),
    delete: (url: string) => app.inject({ method: 'DELETE', url: `${API}${url}`, headers: authHeader }),
    postJson: (url: string, payload: object) => app.inject({ method: 'POST', url: `${API}${url}`, headers: authHeader, payload }),
    putJson: (url: string, payload: object) => app.inject({ method: 'PUT', url: `${API}${url}`, headers: authHeader, payload }),
    postForm: (url: string, fields: Record<string, FormValue>, file?: FormFile) => send('POST', url, fields, file),
    putForm: (url: string, fields: Record<string, FormValue>, file?: FormFile) => send('PUT', url, fields, file),
  };
}

export type CatalogClient = ReturnType<typeof catalogClient>;

export const dataOf = <T>(response: LightMyRequestResponse): T => response.json<{ data: T }>().data;
export const pageOf = <T>(response: LightMyRequestResponse) =>
  response.json<{ data: T[]; meta: { page: number; limit: number; total: number } }>();
export const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ message: string; errors?: Record<string, string> }>();

/** Every stored picture file's key, from the backend in use (the local folder or the test bucket). */
export const storedFiles = (testApp: TestApp): string[] => testApp.storedKeys();

/** The storage key of a stored picture from its public URL (`/uploads/...`). */
export const keyOfUrl = (url: string): string => url.replace(/^\/uploads\//, '');

/** The path of a stored file in the local folder from its public URL (tests about the local folder only). */
export const fileOfUrl = (testApp: TestApp, url: string): string => path.join(testApp.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

/** The bytes the backend holds for a picture's URL; fails the test when there are none. */
export function storedBytesOf(testApp: TestApp, url: string): Buffer {
  const bytes = testApp.storedBytes(keyOfUrl(url));
  if (!bytes) throw new Error(`No stored file for ${url}`);
  return bytes;
}

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** EXIF orientation tag (6 = the camera was turned a quarter to the right). */
  orientation?: number;
  /** Adds camera EXIF including a GPS position, as phones do. */
  withGps?: boolean;
}

/** A small, real picture made with sharp. */
export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 64, height = 48, format = 'jpeg', orientation, withGps = false } = options;
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 120 } } });
  if (orientation !== undefined || withGps) {
    image = image.withMetadata({
      ...(orientation !== undefined ? { orientation } : {}),
      ...(withGps ? { exif: { IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } } } : {}),
    });
  }
  return image.toFormat(format).toBuffer();
}
