import type { Booking, BookingCreateInput, Contact, Employee, Service, ServiceGroup } from '@nail-or-never/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { API, dataOf } from '../catalog/catalogTestKit';

/** A Monday well ahead, so no rule about past visits applies. */
export const LIVE_MONDAY = '2030-03-18';

const day = [{ start: '08:00', end: '20:00' }];
const week = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };

export interface BookingCalls {
  book(hour: number): Promise<Booking>;
  move(booking: Booking, hour: number): Promise<Booking>;
  setStatus(booking: Booking, status: string, reason?: string): Promise<Booking>;
}

/**
 * A salon open every day 08:00–20:00 UTC with one service and one employee, and the booking calls
 * the live tests make, all through the API of `app` as the signed-in person.
 */
export async function bookableSalon(app: FastifyInstance, authHeader: { authorization: string }): Promise<BookingCalls> {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `${API}${url}`, headers: authHeader, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const contact = dataOf<Contact>(await call('GET', '/contact'));
  await call('PUT', '/contact', { ...contact, openingHours: week, closures: [], timeZone: 'UTC' });
  const group = dataOf<ServiceGroup>(await formGroup(app, authHeader));
  const service = dataOf<Service>(await call('POST', '/services', { parentId: group.id, name: 'Manicure', durationMinutes: 30, priceType: 'fixed', price: 20 }));
  const employee = dataOf<Employee>(
    await call('POST', '/employees', {
      firstName: 'Maya', lastName: 'Live', jobTitle: 'Nail technician', email: 'maya@salon.example', phone: '', bio: '', calendarColor: '#336699',
      serviceIds: [service.id], weeklyHours: week, bookable: true, active: true, startDate: null,
    }),
  );
  const input = (hour: number): BookingCreateInput => ({
    customerName: 'Ana Silva', customerPhone: '+44 7700 900000', customerEmail: '', source: 'phone', notes: '', overrideOverlap: false, overrideReason: '', status: 'pending',
    items: [{ serviceId: service.id, employeeId: employee.id, startsAt: `${LIVE_MONDAY}T${String(hour).padStart(2, '0')}:00:00Z` }],
  });
  return {
    book: async (hour) => dataOf<Booking>(await call('POST', '/bookings', input(hour))),
    move: async (booking, hour) => dataOf<Booking>(await call('PUT', '/bookings', { ...input(hour), id: booking.id, version: booking.version })),
    setStatus: async (booking, status, reason = '') => dataOf<Booking>(await call('POST', `/bookings/${booking.id}/status`, { version: booking.version, status, reason })),
  };
}

/** Service groups are created from a form (they may carry a picture). */
async function formGroup(app: FastifyInstance, authHeader: { authorization: string }) {
  const form = new FormData();
  form.append('name', 'Hands');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${API}/services-parent`,
    headers: { ...authHeader, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
