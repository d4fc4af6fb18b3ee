import { startTestApp, type TestApp } from '../support/testApp';
import { API, catalogClient, dataOf, errorOf, multipartBody } from '../catalog/catalogTestKit';

const BOUNDARY = 'x-test-boundary';
const wellFormedStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHands\r\n`;

/** Bodies a broken or hostile client sends; every one is the client's fault. */
const MALFORMED: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', `${wellFormedStart}--${BOUNDARY}--\r\n`],
  ['a boundary that does not match', 'multipart/form-data; boundary=another', `${wellFormedStart}--${BOUNDARY}--\r\n`],
  ['a truncated body', `multipart/form-data; boundary=${BOUNDARY}`, wellFormedStart.slice(0, 30)],
  ['no closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, wellFormedStart],
  ['a part header that never ends', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n`],
];

describe('malformed multipart bodies', () => {
  let t: TestApp;
  const routes: Array<['POST' | 'PUT', string]> = [];
  beforeAll(async () => {
    t = await startTestApp();
    const api = catalogClient(t);
    const group = dataOf<{ id: number }>(await api.postForm('/services-parent', { name: 'Hands' }));
    const gallery = dataOf<{ id: number }>(await api.postForm('/gallery-parent', { theme: 'Spring' }));
    routes.push(['POST', '/services-parent'], ['PUT', '/services-parent'], ['POST', '/gallery-parent'], ['PUT', '/gallery-parent'], ['POST', '/gallery'], ['PUT', '/gallery']);
    expect(group.id).toBeGreaterThan(0);
    expect(gallery.id).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(MALFORMED)('answers %s with 400 and a message about the form, on all six multipart routes', async (_case, contentType, body) => {
    for (const [method, url] of routes) {
      const response = await t.app.inject({ method, url: `${API}${url}`, headers: { ...t.authHeader, 'content-type': contentType }, payload: body });
      expect([method, url, response.statusCode]).toEqual([method, url, 400]);
      expect(errorOf(response).message).toMatch(/form/i);
    }
  });

  it('still accepts a well-formed form', async () => {
    const body = await multipartBody({ name: 'Feet' });
    const response = await t.app.inject({ method: 'POST', url: `${API}/services-parent`, headers: { ...t.authHeader, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(201);
  });
});
