import { startTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }>; required?: string[] } }> } }>>;
}

describe('the OpenAPI document', () => {
  it('describes every catalogue path, from the same schemas that validate', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: testApp.authHeader });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();

    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/services-parent/with-out-pagination',
        'GET /api/v1/services-parent/detail',
        'GET /api/v1/services-parent/list-service',
        'POST /api/v1/services-parent',
        'PUT /api/v1/services-parent',
        'DELETE /api/v1/services-parent/{id}',
        'GET /api/v1/services',
        'POST /api/v1/services',
        'PUT /api/v1/services',
        'DELETE /api/v1/services/{id}',
        'GET /api/v1/gallery-parent',
        'GET /api/v1/gallery-parent/{id}',
        'POST /api/v1/gallery-parent',
        'PUT /api/v1/gallery-parent',
        'DELETE /api/v1/gallery-parent/{id}',
        'POST /api/v1/gallery',
        'PUT /api/v1/gallery',
        'DELETE /api/v1/gallery/{parentId}/{id}',
        'GET /api/v1/gallery/list-gallery/{id}',
        'GET /api/v1/dashboard/summary',
      ]),
    );

    const addImage = document.paths['/api/v1/gallery']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(addImage?.properties?.image?.format).toBe('binary');
    expect(addImage?.required).toEqual(expect.arrayContaining(['parentId', 'image']));
    const createService = document.paths['/api/v1/services']?.post?.requestBody?.content['application/json']?.schema;
    expect(createService?.required).toEqual(expect.arrayContaining(['parentId', 'name', 'durationMinutes', 'priceType']));
  });

  it('describes the general section’s calls: contact, about us and employees', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: testApp.authHeader });
    const document = response.json<OpenApiDocument>();

    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/contact',
        'PUT /api/v1/contact',
        'GET /api/v1/about-us',
        'PUT /api/v1/about-us',
        'POST /api/v1/about-us/images',
        'PUT /api/v1/about-us/images',
        'DELETE /api/v1/about-us/images/{id}',
        'GET /api/v1/employees',
        'GET /api/v1/employees/{id}',
        'POST /api/v1/employees',
        'PUT /api/v1/employees',
        'PUT /api/v1/employees/photo',
        'DELETE /api/v1/employees/{id}',
      ]),
    );
    const createEmployee = document.paths['/api/v1/employees']?.post?.requestBody?.content['application/json']?.schema;
    expect(createEmployee?.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'weeklyHours', 'serviceIds']));
    const addAboutPicture = document.paths['/api/v1/about-us/images']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(addAboutPicture?.required).toEqual(expect.arrayContaining(['altText', 'image']));
    const updateContact = document.paths['/api/v1/contact']?.put?.requestBody?.content['application/json']?.schema;
    expect(updateContact?.required).toEqual(expect.arrayContaining(['timeZone', 'currency', 'clock']));
  });
});
