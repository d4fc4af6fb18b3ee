import type { Service } from '@nail-or-never/shared';
import { backToBackStarts, employeesFor, servicesByGroup } from './bookingPlan';
import { offerProblem } from './offeredTimeText';
import type { Employee } from '@nail-or-never/shared/schemas';

const service = (id: number, durationMinutes: number, extra: Record<string, unknown> = {}) => ({ id, parentId: 1, name: `S${id}`, durationMinutes, displayOrder: 0, ...extra }) as unknown as Service;

describe('the booking plan', () => {
  it('puts each service after the one before and its clean-up time, across midnight too', () => {
    const services = [service(1, 60, { bufferMinutes: 15 }), service(2, 30)];
    expect(backToBackStarts('2026-03-03T09:30', ['1', '2'], services)).toEqual(['2026-03-03T09:30', '2026-03-03T10:45']);
    expect(backToBackStarts('2026-03-03T23:30', ['1', '2'], services)).toEqual(['2026-03-03T23:30', '2026-03-04T00:45']);
    // An unfinished start is left as typed.
    expect(backToBackStarts('2026-03-03T', ['1', '2'], services)).toEqual(['2026-03-03T', '2026-03-03T']);
  });

  it('offers only the employees who perform every chosen service', () => {
    const maya = { id: 5, serviceIds: [1, 2] } as Employee;
    const sam = { id: 6, serviceIds: [1] } as Employee;
    expect(employeesFor([maya, sam], [1, 2])).toEqual([maya]);
    expect(employeesFor([maya, sam], [])).toEqual([maya, sam]);
  });

  it('groups services under their group, unknown groups last', () => {
    const groups = [{ id: 1, name: 'Hands', displayOrder: 0 }] as never;
    const grouped = servicesByGroup([service(1, 30), { ...service(2, 30), parentId: 9 } as Service], groups);
    expect(grouped.map((group) => [group.name, group.services.map((s) => s.id)])).toEqual([
      ['Hands', [1]],
      ['Other services', [2]],
    ]);
  });

  it('says an offered time went, and only points out a typed one', () => {
    const slots = [{ startsAt: '', time: '09:00', employeeIds: [5] }];
    expect(offerProblem({ time: '09:00', source: 'offer' }, slots, undefined)).toBeNull();
    expect(offerProblem({ time: '14:00', source: 'offer' }, slots, undefined)).toBe('14:00 was just taken — choose another time.');
    expect(offerProblem({ time: '14:00', source: 'typed' }, slots, 'Maya Okafor')).toMatch(/^14:00 is not a free time for Maya Okafor/);
  });
});
