import type { Availability, BookingCreateInput, Contact, Employee, Service, ServiceGroup, TimeOff, TimeOffCreateInput, WeeklyHours } from '@nail-or-never/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { catalogClient, dataOf, type CatalogClient } from '../../catalog/catalogTestKit';
import type { TestApp } from '../../support/testApp';

/** The same hours every day of the week. */
export const everyDay = (start: string, end: string): WeeklyHours => {
  const day = [{ start, end }];
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
};

/** A time-off body: whole days of holiday on `fromDate` unless told otherwise. */
export type TimeOffRequest = Partial<TimeOffCreateInput> & Pick<TimeOffCreateInput, 'employeeId' | 'fromDate'>;

/** A salon with services and staff, through the real API, for the schedule tests. */
export function scheduleKit(testApp: TestApp) {
  const api: CatalogClient = catalogClient(testApp);
  let groupId: number | null = null;
  let employeeCount = 0;

  const kit = {
    api,
    async salon(timeZone: string, openingHours: WeeklyHours, closures: Array<{ date: string; note: string }> = []): Promise<void> {
      const contact = dataOf<Contact>(await api.get('/contact'));
      const saved = await api.putJson('/contact', { ...contact, openingHours, closures, timeZone });
      if (saved.statusCode !== 200) throw new Error(`contact: ${saved.body}`);
    },
    async service(name: string, durationMinutes: number, bufferMinutes = 0): Promise<Service> {
      groupId ??= dataOf<ServiceGroup>(await api.postForm('/services-parent', { name: 'Hands' })).id;
      const response = await api.postJson('/services', { parentId: groupId, name, durationMinutes, bufferMinutes, priceType: 'fixed', price: 30 });
      if (response.statusCode !== 201) throw new Error(`service: ${response.body}`);
      return dataOf<Service>(response);
    },
    async employee(firstName: string, services: Service[], weeklyHours: WeeklyHours, extra: { bookable?: boolean; active?: boolean } = {}): Promise<Employee> {
      employeeCount += 1;
      const response = await api.postJson('/employees', {
        firstName,
        lastName: 'Tester',
        jobTitle: 'Nail technician',
        email: `staff${employeeCount}@salon.example`,
        phone: '',
        bio: '',
        calendarColor: '#336699',
        serviceIds: services.map((service) => service.id),
        weeklyHours,
        bookable: extra.bookable ?? true,
        active: extra.active ?? true,
        startDate: null,
      });
      if (response.statusCode !== 201) throw new Error(`employee: ${response.body}`);
      return dataOf<Employee>(response);
    },
    book(items: BookingCreateInput['items'], extra: Partial<BookingCreateInput> = {}): Promise<LightMyRequestResponse> {
      const input: BookingCreateInput = {
        customerName: 'Ana Silva',
        customerPhone: '+44 7700 900000',
        customerEmail: '',
        items,
        source: 'phone',
        notes: '',
        overrideOverlap: false,
        overrideReason: '',
        status: 'pending',
        ...extra,
      };
      return api.postJson('/bookings', input);
    },
    timeOff(input: TimeOffRequest): Promise<LightMyRequestResponse> {
      return api.postJson('/time-off', { reason: 'holiday', note: '', kind: 'once', untilDate: input.fromDate, startTime: null, endTime: null, weekdays: [], ...input });
    },
    async addTimeOff(input: TimeOffRequest): Promise<TimeOff> {
      const response = await kit.timeOff(input);
      if (response.statusCode !== 201) throw new Error(`time off: ${response.body}`);
      return dataOf<TimeOff>(response);
    },
    async availability(date: string, services: Service[], employee?: Employee): Promise<Availability> {
      const query = `date=${date}&services=${services.map((service) => service.id).join(',')}${employee ? `&employee=${employee.id}` : ''}`;
      const response = await api.get(`/bookings/availability?${query}`);
      if (response.statusCode !== 200) throw new Error(`availability: ${response.body}`);
      return dataOf<Availability>(response);
    },
  };
  return kit;
}

export type ScheduleKit = ReturnType<typeof scheduleKit>;
