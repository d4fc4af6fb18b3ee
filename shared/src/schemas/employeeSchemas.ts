import { z } from 'zod';
import { calendarDateSchema, optionalPhoneSchema } from './contactSchemas';
import { flagSchema, idSchema, jsonIdSchema, jsonVersionSchema, optionalTextSchema, versionSchema } from './catalogFields';
import { imageRefSchema } from './catalogRecordSchemas';
import { limitSchema, pageSchema, searchSchema } from './paginationSchemas';
import { safeTextSchema } from './safeText';
import { weeklyHoursSchema } from './weeklyHoursSchemas';

export const EMPLOYEE_LIMITS = {
  personNameMax: 60,
  jobTitleMax: 80,
  emailMax: 254,
  bioMax: 1000,
  servicesMax: 200,
} as const;

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'all'] as const;
export type EmployeeStatusFilter = (typeof EMPLOYEE_STATUSES)[number];

/** The colour of the employee's column and bookings in the calendar. */
export const calendarColorSchema = z
  .string({ error: 'Choose a colour.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour as #RRGGBB.')
  .transform((colour) => colour.toLowerCase());

const personName = (what: string) =>
  safeTextSchema(what, 'line', `Enter the ${what}.`)
    .min(1, `Enter the ${what}.`)
    .max(EMPLOYEE_LIMITS.personNameMax, `The ${what} must be at most ${EMPLOYEE_LIMITS.personNameMax} characters.`);

const emailSchema = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .min(1, 'Enter an email address.')
  .max(EMPLOYEE_LIMITS.emailMax, 'The email address is too long.')
  .pipe(z.email('Enter a valid email address, like name@example.com.'));

/** Each service once; every id must exist (the API checks that). */
const serviceIdsSchema = z
  .array(jsonIdSchema, { error: 'Send the services as a list of ids.' })
  .max(EMPLOYEE_LIMITS.servicesMax, `At most ${EMPLOYEE_LIMITS.servicesMax} services.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A service is listed twice.');

/** What the employee form edits (the photo has its own call). */
export const employeeFormSchema = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  jobTitle: optionalTextSchema('job title', EMPLOYEE_LIMITS.jobTitleMax),
  email: emailSchema,
  phone: optionalPhoneSchema,
  bio: optionalTextSchema('short bio', EMPLOYEE_LIMITS.bioMax),
  calendarColor: calendarColorSchema,
  serviceIds: serviceIdsSchema,
  weeklyHours: weeklyHoursSchema,
  /** Can customers be booked with them (a manager may be active but not bookable). */
  bookable: flagSchema('Bookable'),
  active: flagSchema('Active'),
  startDate: calendarDateSchema.nullable(),
});
export type EmployeeFormValues = z.infer<typeof employeeFormSchema>;

/** `POST /employees` (JSON). */
export const employeeCreateSchema = employeeFormSchema;
export type EmployeeCreateInput = z.infer<typeof employeeCreateSchema>;

/** `PUT /employees` (JSON): fields left out stay as they are. */
export const employeeUpdateSchema = employeeFormSchema.partial().extend({ id: jsonIdSchema, version: jsonVersionSchema });
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateSchema>;

/** Text fields of `PUT /employees/photo` (multipart; `image` replaces the photo). */
export const employeePhotoSchema = z.object({
  id: idSchema,
  version: versionSchema,
  removeImage: flagSchema('Remove photo').optional(),
});
export type EmployeePhotoInput = z.infer<typeof employeePhotoSchema>;

export const employeeIdParamsSchema = z.object({ id: idSchema });

/** `GET /employees?page=&limit=&q=&status=`: `q` matches the name, job title or email. */
export const employeeListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema,
  q: searchSchema,
  status: z.enum(EMPLOYEE_STATUSES, { error: 'The status filter is active, inactive or all.' }).default('all'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeRecordSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  calendarColor: z.string(),
  serviceIds: z.array(z.number().int()),
  weeklyHours: weeklyHoursSchema,
  bookable: z.boolean(),
  active: z.boolean(),
  startDate: z.string().nullable(),
  photo: imageRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Employee = z.infer<typeof employeeRecordSchema>;
