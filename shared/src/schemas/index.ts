/**
 * Validation schemas shared by the API (which enforces them) and the forms (which show them early).
 * Node-safe: imports nothing but zod, so the API can load `@nail-or-never/shared/schemas`.
 */
export * from './signInRules';
export * from './catalogFields';
export * from './safeText';
export * from './wholeNumbers';
export * from './money';
export * from './paginationSchemas';
export * from './serviceGroupSchemas';
export * from './serviceSchemas';
export * from './galleryGroupSchemas';
export * from './galleryImageSchemas';
export * from './catalogRecordSchemas';
export * from './weeklyHoursSchemas';
export * from './currencyRules';
export * from './contactSchemas';
export * from './aboutSchemas';
export * from './employeeSchemas';
export * from './giftCardSchemas';
export * from './giftCardFormSchemas';
export * from './bookingSchemas';
export * from './businessSummarySchemas';
export * from './uploadLimits';
