import { multipartRoutes, withPathParameters, type OpenApiRoute } from '../support/openApiRoutes';
import { startTestApp, type TestApp } from '../support/testApp';
import { API, errorOf, multipartBody } from '../catalog/catalogTestKit';

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
  let routes: OpenApiRoute[];
  beforeAll(async () => {
    t = await startTestApp();
    // The form is read before anything is looked up, so no record needs to exist for these calls.
    routes = await multipartRoutes(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every picture route of the OpenAPI document', () => {
    // A lower bound, not the list: the list itself comes from the document, so a new route is
    // covered without editing this file.
    expect(routes.length).toBeGreaterThanOrEqual(9);
  });

  it.each(MALFORMED)('answers %s with 400 and a message about the form, on every multipart route', async (_case, contentType, body) => {
    for (const { method, path, label } of routes) {
      const url = withPathParameters(path, 1);
      const response = await t.app.inject({ method, url, headers: { ...t.authHeader, 'content-type': contentType }, payload: body });
      expect([label, response.statusCode]).toEqual([label, 400]);
      expect(errorOf(response).message).toMatch(/form/i);
    }
  });

  it('still accepts a well-formed form', async () => {
    const body = await multipartBody({ name: 'Feet' });
    const response = await t.app.inject({ method: 'POST', url: `${API}/services-parent`, headers: { ...t.authHeader, ...body.headers }, payload: body.payload });
    expect(response.statusCode).toBe(201);
  });
});
