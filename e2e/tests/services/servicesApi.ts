/**
 * Set-up through the real API with Node's fetch (no browser), shared by the services specs and
 * the services section bench: seeding 25 services through the dialog would measure nothing useful.
 */
interface Envelope<T> {
  data: T;
}

async function call<T>(baseUrl: string, token: string, method: string, apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${apiPath}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

export interface SeedService {
  name: string;
  durationMinutes: number;
  priceType: 'fixed' | 'from' | 'free';
  price: number | null;
  displayOrder: number;
}

/** `count` services through the real API (for speed; the UI path is tested separately). */
export async function seedServices(baseUrl: string, token: string, parentId: number, count: number, prefix = 'Service'): Promise<SeedService[]> {
  const seeded: SeedService[] = [];
  for (let index = 1; index <= count; index += 1) {
    const service: SeedService = {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      durationMinutes: 15 + index * 5,
      priceType: index % 5 === 0 ? 'free' : index % 3 === 0 ? 'from' : 'fixed',
      price: index % 5 === 0 ? null : 20 + index + 0.5,
      displayOrder: index,
    };
    await call(baseUrl, token, 'POST', '/services', { parentId, ...service });
    seeded.push(service);
  }
  return seeded;
}

export async function getGroup(baseUrl: string, token: string, id: number): Promise<{ id: number; name: string; version: number; serviceCount: number }> {
  return call(baseUrl, token, 'GET', `/services-parent/detail?id=${id}`);
}
