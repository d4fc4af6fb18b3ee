import { pageQuerySchema, PAGE_LIMIT_MAX } from './paginationSchemas';
import { serviceGroupFormSchema } from './serviceGroupSchemas';
import { serviceCreateSchema, serviceFormSchema, serviceUpdateSchema } from './serviceSchemas';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shared catalogue schemas (the forms and the API use the same rules)', () => {
  it('pages start at 1, default to 20 and are capped at 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(pageQuerySchema.parse({ page: '3', limit: '500' })).toEqual({ page: 3, limit: PAGE_LIMIT_MAX });
    expect(issuesOf(pageQuerySchema.safeParse({ page: '0' }))).toEqual({ page: 'The page starts at 1.' });
  });

  it('trims names and checks their length', () => {
    expect(serviceGroupFormSchema.parse({ name: '  Nails ', description: '', displayOrder: 0, active: true }).name).toBe('Nails');
    expect(issuesOf(serviceGroupFormSchema.safeParse({ name: ' N ', description: '', displayOrder: 0, active: true }))).toEqual({
      name: 'The name must be at least 2 characters.',
    });
  });

  it('requires a price unless free, with at most two decimals', () => {
    const base = { parentId: 1, name: 'Gel', durationMinutes: 30, bufferMinutes: 0, description: '', displayOrder: 0, active: true };
    expect(serviceFormSchema.safeParse({ ...base, priceType: 'fixed', price: 10.5 }).success).toBe(true);
    expect(serviceFormSchema.safeParse({ ...base, priceType: 'free', price: null }).success).toBe(true);
    expect(issuesOf(serviceFormSchema.safeParse({ ...base, priceType: 'from', price: null }))).toEqual({
      price: 'Enter a price, or choose the price type "free".',
    });
    expect(issuesOf(serviceCreateSchema.safeParse({ ...base, priceType: 'fixed', price: 1.999 }))).toEqual({
      price: 'Enter a price with at most two decimals, for example 45.50.',
    });
    // 0.30000000000000004 has seventeen places: refused, not rounded to 0.3 behind the sender's back.
    expect(serviceCreateSchema.safeParse({ ...base, priceType: 'fixed', price: 0.1 + 0.2 }).success).toBe(false);
    expect(serviceCreateSchema.safeParse({ ...base, priceType: 'fixed', price: 0.3 }).success).toBe(true);
  });

  it('takes a clean-up time of 0 to 120 whole minutes, 0 when a new service leaves it out', () => {
    const service = { parentId: 1, name: 'Gel', durationMinutes: 30, priceType: 'free' };
    expect(serviceCreateSchema.parse(service).bufferMinutes).toBe(0);
    expect(serviceCreateSchema.parse({ ...service, bufferMinutes: 120 }).bufferMinutes).toBe(120);
    expect(issuesOf(serviceCreateSchema.safeParse({ ...service, bufferMinutes: 121 }))).toEqual({ bufferMinutes: 'The clean-up time must be at most 120 minutes.' });
    expect(issuesOf(serviceCreateSchema.safeParse({ ...service, bufferMinutes: -1 }))).toEqual({ bufferMinutes: 'The clean-up time cannot be negative: enter 0 for none.' });
    expect(serviceUpdateSchema.parse({ id: 1, version: 1 }).bufferMinutes).toBeUndefined();
  });

  it('lets an update leave the price pair out, but checks it when both are sent', () => {
    expect(serviceUpdateSchema.safeParse({ id: 1, version: 1, name: 'Gel' }).success).toBe(true);
    expect(issuesOf(serviceUpdateSchema.safeParse({ id: 1, version: 1, priceType: 'free', price: 3 }))).toEqual({
      price: 'A free service has no price: leave the price empty.',
    });
  });
});
