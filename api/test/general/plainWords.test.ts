import { JARGON } from '@nail-or-never/shared/testing/jargon';
import { catalogClient, errorOf, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';


let testApp: TestApp;
let api: CatalogClient;

beforeAll(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
});

afterAll(async () => {
  await testApp.close();
});

describe('the API answers bad bookings in plain words', () => {
  it('an empty booking line: what to choose, one sentence per field', async () => {
    const response = await api.postJson('/bookings', {
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      items: [{ serviceId: 0, employeeId: 0, startsAt: '' }],
      source: 'phone',
      notes: '',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual({
      customerName: 'Enter the customer\u2019s name.',
      customerPhone: 'Enter the customer\u2019s phone number.',
      'items.0.serviceId': 'Choose a service.',
      'items.0.employeeId': 'Choose an employee.',
      'items.0.startsAt': 'Choose a start time.',
    });
  });

  it.each([
    ['a line that is not an object', { items: ['x'], source: 'walk-in' }],
    ['a body of wrong types', { customerName: 5, customerPhone: true, items: {}, source: 7, overrideOverlap: 'yes' }],
    ['a status that does not exist', { items: [], status: 'done' }],
  ])('%s: every message without jargon', async (_case, body) => {
    const response = await api.postJson('/bookings', body);
    expect(response.statusCode).toBe(400);
    const messages = Object.values(errorOf(response).errors ?? {});
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => JARGON.test(message))).toEqual([]);
  });
});
