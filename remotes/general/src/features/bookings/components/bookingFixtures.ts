import type { Booking } from '@nail-or-never/shared/schemas';

/** A confirmed booking as the API answers it (one manicure, 24 Nov 2026 at 10:00 UTC); tests override what they care about. */
export const aBooking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 12,
  customerName: 'Ana Silva',
  customerPhone: '+44 20 7946 0000',
  customerEmail: '',
  status: 'confirmed',
  source: 'phone',
  notes: '',
  cancelReason: '',
  overlapOverride: false,
  overrideReason: '',
  startsAt: '2026-11-24T10:00:00.000Z',
  endsAt: '2026-11-24T10:30:00.000Z',
  totalPrice: 25,
  items: [{ id: 1, serviceId: 3, serviceName: 'Manicure', employeeId: 5, startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-24T10:30:00.000Z', durationMinutes: 30, price: 25 }],
  createdBy: 'salon-admin',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  version: 4,
  ...overrides,
});
