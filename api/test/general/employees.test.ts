import type { Employee, EmployeeCreateInput, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, errorOf, makePhoto, pageOf, storedFiles, type CatalogClient } from '../catalog/catalogTestKit';
import { startTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
let api: CatalogClient;
let manicure: Service;
let pedicure: Service;

beforeEach(async () => {
  testApp = await startTestApp();
  api = catalogClient(testApp);
  const group = dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands & feet' }));
  const service = async (name: string) =>
    dataOf<Service>(await api.postJson('/services', { parentId: group.id, name, durationMinutes: 45, priceType: 'fixed', price: 30 }));
  manicure = await service('Manicure');
  pedicure = await service('Pedicure');
});

afterEach(async () => {
  await testApp.close();
});

const nineToFive = { start: '09:00', end: '17:00' };
const workingWeek: EmployeeCreateInput['weeklyHours'] = {
  monday: [nineToFive],
  tuesday: [nineToFive],
  wednesday: [],
  thursday: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '19:00' }],
  friday: [nineToFive],
  saturday: [{ start: '10:00', end: '16:00' }],
  sunday: [],
};

function employeeInput(changes: Partial<EmployeeCreateInput> = {}): EmployeeCreateInput {
  return {
    firstName: 'Maya',
    lastName: 'Okafor',
    jobTitle: 'Senior nail technician',
    email: 'maya@nailornever.example',
    phone: '+44 7700 900123',
    bio: 'Gel extensions and nail art.',
    calendarColor: '#7C3AED',
    serviceIds: [manicure.id, pedicure.id],
    weeklyHours: workingWeek,
    bookable: true,
    active: true,
    startDate: '2024-03-01',
    ...changes,
  };
}

const create = async (changes: Partial<EmployeeCreateInput> = {}) => {
  const response = await api.postJson('/employees', employeeInput(changes));
  expect(response.statusCode).toBe(201);
  return dataOf<Employee>(response);
};

describe('employees: create and read', () => {
  it('creates an employee with services and hours, normalising the colour', async () => {
    const employee = await create();

    expect(employee).toMatchObject({
      ...employeeInput(),
      calendarColor: '#7c3aed',
      serviceIds: [manicure.id, pedicure.id].sort((a, b) => a - b),
      photo: null,
      version: 1,
    });
    expect(dataOf<Employee>(await api.get(`/employees/${employee.id}`))).toEqual(employee);
  });

  it('refuses a second employee with the same email in any case, with 409 on the email field', async () => {
    await create();

    const response = await api.postJson('/employees', employeeInput({ firstName: 'Other', email: 'MAYA@nailornever.example' }));

    expect(response.statusCode).toBe(409);
    expect(errorOf(response).errors).toEqual({ email: 'Another employee already uses this address.' });
  });

  it.each([
    ['overlapping working hours', { weeklyHours: { ...workingWeek, monday: [nineToFive, { start: '16:00', end: '18:00' }] } }, 'weeklyHours.monday.1.start'],
    ['hours that end before they start', { weeklyHours: { ...workingWeek, friday: [{ start: '17:00', end: '09:00' }] } }, 'weeklyHours.friday.0.end'],
    ['an invalid email', { email: 'maya.example' }, 'email'],
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['a colour that is not #RRGGBB', { calendarColor: 'purple' }, 'calendarColor'],
    ['a service listed twice', { serviceIds: [1, 1] }, 'serviceIds'],
    ['a start date that does not exist', { startDate: '2024-02-31' }, 'startDate'],
  ])('refuses %s with a field error', async (_case, changes, field) => {
    const response = await api.postJson('/employees', employeeInput(changes as Partial<EmployeeCreateInput>));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toHaveProperty([field]);
    expect(pageOf<Employee>(await api.get('/employees')).meta.total).toBe(0);
  });

  it('refuses services that do not exist, naming them', async () => {
    const response = await api.postJson('/employees', employeeInput({ serviceIds: [manicure.id, 9999] }));

    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('id 9999');
    expect(errorOf(response).errors).toEqual({ serviceIds: 'Some chosen services no longer exist.' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api.get('/employees/999')).statusCode).toBe(404);
    expect((await api.get('/employees/abc')).statusCode).toBe(400);
  });
});

describe('employees: the list', () => {
  beforeEach(async () => {
    await create({ firstName: 'Maya', lastName: 'Okafor', email: 'maya@x.example', jobTitle: 'Nail technician' });
    await create({ firstName: 'Lena', lastName: 'Brandt', email: 'lena@x.example', jobTitle: 'Receptionist', active: false, bookable: false });
    await create({ firstName: 'Sam', lastName: 'Cole', email: 'sam.cole@x.example', jobTitle: 'Apprentice' });
  });

  it('lists by last name with paging', async () => {
    const first = pageOf<Employee>(await api.get('/employees?page=1&limit=2'));
    const second = pageOf<Employee>(await api.get('/employees?page=2&limit=2'));

    expect(first.data.map((employee) => employee.lastName)).toEqual(['Brandt', 'Cole']);
    expect(second.data.map((employee) => employee.lastName)).toEqual(['Okafor']);
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 3 });
  });

  it('searches name, job title and email, case-insensitively, with wildcards taken literally', async () => {
    const names = async (q: string) => pageOf<Employee>(await api.get(`/employees?q=${encodeURIComponent(q)}`)).data.map((employee) => employee.firstName);

    expect(await names('maya OKA')).toEqual(['Maya']);
    expect(await names('recept')).toEqual(['Lena']);
    expect(await names('sam.cole@')).toEqual(['Sam']);
    expect(await names('%')).toEqual([]);
  });

  it('filters by status', async () => {
    const names = async (status: string) => pageOf<Employee>(await api.get(`/employees?status=${status}`)).data.map((employee) => employee.firstName);

    expect(await names('inactive')).toEqual(['Lena']);
    expect(await names('active')).toEqual(['Sam', 'Maya']);
    expect((await api.get('/employees?status=retired')).statusCode).toBe(400);
  });
});

describe('employees: change, photo, delete', () => {
  it('changes only what is sent, replaces the services, and refuses a stale version', async () => {
    const employee = await create();

    const response = await api.putJson('/employees', { id: employee.id, version: 1, jobTitle: 'Salon manager', serviceIds: [pedicure.id], active: false });

    expect(response.statusCode).toBe(200);
    expect(dataOf<Employee>(response)).toMatchObject({ jobTitle: 'Salon manager', serviceIds: [pedicure.id], active: false, firstName: 'Maya', version: 2 });
    const stale = await api.putJson('/employees', { id: employee.id, version: 1, jobTitle: 'Lost' });
    expect(stale.statusCode).toBe(409);
  });

  it('drops a deleted service from the employee\u2019s list', async () => {
    const employee = await create();

    expect((await api.delete(`/services/${manicure.id}`)).statusCode).toBe(200);

    expect(dataOf<Employee>(await api.get(`/employees/${employee.id}`)).serviceIds).toEqual([pedicure.id]);
  });

  it('sets, replaces and removes the photo, keeping no old files', async () => {
    const employee = await create();

    const set = await api.putForm('/employees/photo', { id: employee.id, version: 1 }, { content: await makePhoto({ width: 300, height: 400 }) });
    expect(set.statusCode).toBe(200);
    expect(dataOf<Employee>(set).photo).toMatchObject({ width: 300, height: 400 });
    const firstFiles = storedFiles(testApp);
    expect(firstFiles).toHaveLength(2);

    const replaced = await api.putForm('/employees/photo', { id: employee.id, version: 2 }, { content: await makePhoto() });
    expect(replaced.statusCode).toBe(200);
    expect(storedFiles(testApp).some((file) => firstFiles.includes(file))).toBe(false);

    const removed = await api.putForm('/employees/photo', { id: employee.id, version: 3, removeImage: true });
    expect(dataOf<Employee>(removed)).toMatchObject({ photo: null, version: 4 });
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('refuses a photo that is not a picture and a stale photo version, storing nothing', async () => {
    const employee = await create();

    const text = await api.putForm('/employees/photo', { id: employee.id, version: 1 }, { content: Buffer.from('hello'), filename: 'me.jpg' });
    const stale = await api.putForm('/employees/photo', { id: employee.id, version: 7 }, { content: await makePhoto() });

    expect(text.statusCode).toBe(415);
    expect(stale.statusCode).toBe(409);
    expect(storedFiles(testApp)).toEqual([]);
  });

  it('deletes an employee with their photo and services', async () => {
    const employee = await create();
    await api.putForm('/employees/photo', { id: employee.id, version: 1 }, { content: await makePhoto() });

    expect((await api.delete(`/employees/${employee.id}`)).statusCode).toBe(200);

    expect((await api.get(`/employees/${employee.id}`)).statusCode).toBe(404);
    expect(storedFiles(testApp)).toEqual([]);
    expect(await testApp.app.db.selectFrom('employeeServices').selectAll().execute()).toEqual([]);
    expect((await api.delete(`/employees/${employee.id}`)).statusCode).toBe(404);
  });
});
