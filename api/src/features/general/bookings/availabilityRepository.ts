import { AVAILABILITY_LIMITS, type Availability, type AvailabilityQuery } from '@nail-or-never/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../http/httpErrors';
import { freeStarts } from './schedule/freeStarts';
import { readEmployeeSchedules, readSalonSchedule } from './schedule/scheduleReads';
import { placeBackToBack } from './schedule/scheduleRule';

/**
 * `GET /bookings/availability`: the free start times of one day for the chosen services, for one
 * employee or for everyone who performs them all ("anyone available").
 */
export async function readAvailability(db: Kysely<Database>, query: AvailabilityQuery, nowMs: number): Promise<Availability> {
  const serviceIds = [...new Set(query.services)];
  const [serviceRows, employeeRows, skills] = await Promise.all([
    db.selectFrom('services').select(['id', 'durationMinutes', 'bufferMinutes', 'active']).where('id', 'in', serviceIds).execute(),
    (query.employee === undefined ? db.selectFrom('employees') : db.selectFrom('employees').where('id', '=', query.employee))
      .select(['id', 'firstName', 'lastName', 'weeklyHours'])
      .where('active', '=', 1)
      .where('bookable', '=', 1)
      .orderBy('firstName')
      .orderBy('lastName')
      .orderBy('id')
      .execute(),
    db.selectFrom('employeeServices').select(['employeeId', 'serviceId']).where('serviceId', 'in', serviceIds).execute(),
  ]);
  const serviceById = new Map(serviceRows.map((row) => [row.id, row]));
  const services = query.services.map((id) => {
    const service = serviceById.get(id);
    if (!service || service.active === 0) throw badRequest('A chosen service does not exist or is no longer offered.', { services: 'Choose services that are offered.' });
    return { durationMinutes: service.durationMinutes, bufferMinutes: service.bufferMinutes };
  });
  const performed = new Map<number, Set<number>>();
  for (const skill of skills) performed.set(skill.employeeId, (performed.get(skill.employeeId) ?? new Set()).add(skill.serviceId));
  const able = employeeRows.filter((row) => serviceIds.every((id) => performed.get(row.id)?.has(id)));

  const placed = placeBackToBack(0, services);
  const last = placed.at(-1);
  const durationMinutes = last ? (last.endsAt - 0) / 60_000 : 0;
  const employees = able.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
  if (able.length === 0) return { date: query.date, employees, durationMinutes, slots: [] };

  const salon = await readSalonSchedule(db);
  const day = salon.calendar.daySpan(query.date);
  const range = { startsAt: day.startsAt, endsAt: day.endsAt + (last?.occupiedUntil ?? 0) };
  const schedules = await readEmployeeSchedules(
    db,
    salon,
    able.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, weeklyHours: row.weeklyHours })),
    range,
    null,
  );
  const slots = freeStarts(salon, {
    date: query.date,
    services,
    employees: able.flatMap((row) => schedules.get(row.id) ?? []),
    stepMinutes: AVAILABILITY_LIMITS.stepMinutes,
    notBefore: nowMs,
  });
  return { date: query.date, employees, durationMinutes, slots };
}
