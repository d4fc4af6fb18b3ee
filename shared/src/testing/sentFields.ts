/** The fields of a multipart body a test caught with `fakeHttp`, files as `file:<name>`. */
export function sentFields(body: unknown): Record<string, string> {
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return Object.fromEntries([...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]));
}
