import { conflict, notFound, type HttpError } from './httpErrors';

export type RecordEntity = 'service group' | 'service' | 'gallery group' | 'gallery image' | 'contact record' | 'about-us page' | 'about-us picture' | 'employee' | 'gift card' | 'booking' | 'booking series' | 'client' | 'time off';

export const entityNotFound = (entity: RecordEntity, id: number): HttpError =>
  notFound(`No ${entity} with id ${id} exists. It may have been deleted.`);

/** The PUT named a version someone else has already replaced: never overwrite their change. */
export const staleVersion = (entity: RecordEntity): HttpError =>
  conflict(
    `This ${entity} was changed by someone else after you opened it. Reload it to see their changes, then make yours again.`,
    { version: 'Out of date: reload and try again.' },
  );

export const duplicateName = (entity: RecordEntity, field: 'name' | 'theme', value: string, where = ''): HttpError =>
  conflict(`A ${entity} with the ${field} "${value}" already exists${where}. Choose another ${field}.`, {
    [field]: `Another ${entity} already has this ${field}.`,
  });

/** SQLite and PostgreSQL report a unique-constraint failure differently; both mean "duplicate". */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Same idea for a child whose group vanished between the check and the insert. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
