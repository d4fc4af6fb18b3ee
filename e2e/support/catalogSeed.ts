import type { AdminCredentials } from './adminServer';

interface Created {
  data: { id: number };
}

/** Node's fetch, not a Playwright fixture, so set-up can run in beforeAll hooks. */
async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export async function fetchToken(baseUrl: string, credentials: AdminCredentials): Promise<string> {
  const body = await call<{ data: { token?: string } }>(`${baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (body.data.token === undefined) throw new Error(`${credentials.username} needs a one-time code`);
  return body.data.token;
}

/** A file a set-up step uploads as the form's `image`. */
export interface SeedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function postMultipart(url: string, token: string, fields: Record<string, string>, image?: SeedFile): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const body = await call<Created>(url, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form });
  return body.data.id;
}

/** Creates a parent service through the real API so a section has something to load. */
export function createServiceGroup(baseUrl: string, token: string, name: string): Promise<number> {
  return postMultipart(`${baseUrl}/api/v1/services-parent`, token, { name });
}

export function createGalleryGroup(baseUrl: string, token: string, theme: string): Promise<number> {
  return postMultipart(`${baseUrl}/api/v1/gallery-parent`, token, { theme });
}

/** Adds a picture to gallery group `groupId` through the API; `fields` are the other form fields. */
export function addGalleryImage(baseUrl: string, token: string, groupId: number, image: SeedFile, fields: Record<string, string> = {}): Promise<number> {
  return postMultipart(`${baseUrl}/api/v1/gallery`, token, { parentId: String(groupId), ...fields }, image);
}
