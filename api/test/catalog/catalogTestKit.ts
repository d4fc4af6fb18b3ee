import { readdirSync } from 'node:fs';
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

/** Every file under the uploads folder, relative to it. */
export function storedFiles(testApp: TestApp): string[] {
  const root = path.join(testApp.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** The path of a stored file from its public URL (`/uploads/...`). */
export const fileOfUrl = (testApp: TestApp, url: string): string => path.join(testApp.dataDir, url.replace(/^\/uploads\//, 'uploads/'));

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
