import type { AboutPage, Contact, Employee, GiftCardDetail } from '@nail-or-never/shared/schemas';
import { catalogClient, dataOf, type CatalogClient } from '../catalog/catalogTestKit';
import { RACERS, raceWithHeldTable, type HeldTable } from '../support/raceGate';
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

/** One versioned record: where it is saved, a save of it carrying `mark`, and the mark it holds now. */
interface VersionedRecord {
  url: string;
  table: HeldTable;
  saveWith(mark: string): Promise<object>;
  storedMark(): Promise<{ mark: string; version: number }>;
}

const contact = (): VersionedRecord => ({
  url: '/contact',
  table: 'contact',
  saveWith: async (mark) => ({ ...dataOf<Contact>(await api.get('/contact')), businessName: mark }),
  storedMark: async () => {
    const record = dataOf<Contact>(await api.get('/contact'));
    return { mark: record.businessName, version: record.version };
  },
});

const aboutUs = (): VersionedRecord => ({
  url: '/about-us',
  table: 'about_page',
  saveWith: async (mark) => {
    const page = dataOf<AboutPage>(await api.get('/about-us'));
    return { title: mark, bodyHtml: page.bodyHtml, status: page.status, heroImageId: page.heroImageId, version: page.version };
  },
  storedMark: async () => {
    const page = dataOf<AboutPage>(await api.get('/about-us'));
    return { mark: page.title, version: page.version };
  },
});

async function employeeRecord(): Promise<VersionedRecord> {
  const hours = [{ start: '09:00', end: '17:00' }];
  const created = await api.postJson('/employees', {
    firstName: 'Rita',
    lastName: 'Racer',
    jobTitle: 'Nail technician',
    email: 'rita@salon.example',
    phone: '',
    bio: '',
    calendarColor: '#336699',
    serviceIds: [],
    weeklyHours: { monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: hours, saturday: [], sunday: [] },
    bookable: true,
    active: true,
    startDate: null,
  });
  expect(created.statusCode).toBe(201);
  const { id, version } = dataOf<Employee>(created);
  return {
    url: '/employees',
    table: 'employees',
    saveWith: async (mark) => ({ id, version, jobTitle: mark }),
    storedMark: async () => {
      const employee = dataOf<Employee>(await api.get(`/employees/${id}`));
      return { mark: employee.jobTitle, version: employee.version };
    },
  };
}

async function giftCardRecord(): Promise<VersionedRecord> {
  const issued = await api.postJson('/gift-cards', {
    initialValue: 50,
    expiresOn: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    purchaserName: 'Ana Silva',
    purchaserEmail: 'ana@example.com',
    purchaserPhone: '',
    recipientName: 'Joana Silva',
    recipientEmail: '',
    recipientPhone: '',
    message: 'Happy birthday!',
    notes: '',
  });
  expect(issued.statusCode).toBe(201);
  const { id, version } = dataOf<GiftCardDetail>(issued);
  return {
    url: '/gift-cards',
    table: 'gift_cards',
    saveWith: async (mark) => ({ id, version, notes: mark }),
    storedMark: async () => {
      const card = dataOf<GiftCardDetail>(await api.get(`/gift-cards/${id}`));
      return { mark: card.notes, version: card.version };
    },
  };
}

describe(`${RACERS} saves of the same version at once`, () => {
  it.each([
    ['the contact record', async () => contact()],
    ['the about-us page', async () => aboutUs()],
    ['an employee', employeeRecord],
    ['a gift card’s details', giftCardRecord],
  ])('%s: exactly one is saved, every other one is a 409 that says why', async (_name, makeRecord) => {
    const record = await makeRecord();
    const before = await record.storedMark();
    const marks = Array.from({ length: RACERS }, (_unused, index) => `Racer ${index + 1}`);
    const bodies = await Promise.all(marks.map((mark) => record.saveWith(mark)));

    const answers = await raceWithHeldTable(
      testApp,
      record.table,
      bodies.map((body) => () => api.putJson(record.url, body)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/changed by someone else/), errors: { version: expect.any(String) } });
    }
    const winner = marks[statuses.indexOf(200)];
    expect(await record.storedMark()).toEqual({ mark: winner, version: before.version + 1 });
  });
});
