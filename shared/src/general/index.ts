/**
 * `@nail-or-never/shared/general`: typed calls and query options of the general section's
 * resources (contact details, employees, about-us page). A separate entry, so the sign-in page, the
 * dashboard and the catalogue sections never download them.
 */
export { contactApi } from './contactApi';
export { contactQueries, contactCache } from './contactQueries';
export { employeeApi, type EmployeeListRequest, type EmployeePhotoChange } from './employeeApi';
export { employeeQueries, employeeCache } from './employeeQueries';
export { aboutApi, type AboutImageChanges, type AboutImageDraft } from './aboutApi';
export { aboutQueries, aboutCache } from './aboutQueries';
