import { bookingCreateSchema, serviceFormSchema } from '@nail-or-never/shared/schemas';

/** Every message per field, as a form collects them: two on one field would show only one. */
function messagesByField(result: { error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } | undefined }) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

describe('what an empty form says, field by field', () => {
  it('an empty New booking asks for each thing in the words of the page', () => {
    // What the dialog sends with nothing chosen: the selects give "" (read as 0), the time "".
    const emptyBooking = { customerName: '', customerPhone: '', customerEmail: '', items: [{ serviceId: 0, employeeId: 0, startsAt: '' }], source: 'phone', notes: '' };
    expect(messagesByField(bookingCreateSchema.safeParse(emptyBooking))).toEqual({
      customerName: ['Enter the customer\u2019s name.'],
      customerPhone: ['Enter the customer\u2019s phone number.'],
      'items.0.serviceId': ['Choose a service.'],
      'items.0.employeeId': ['Choose an employee.'],
      'items.0.startsAt': ['Choose a start time.'],
    });
  });

  it('a booking line whose selects gave no number still says what to choose', () => {
    const line = { serviceId: Number.NaN, employeeId: 'abc', startsAt: 'tomorrow' };
    const result = bookingCreateSchema.safeParse({ customerName: 'Ana', customerPhone: '+44 20 7946 0000', customerEmail: '', items: [line], source: 'phone', notes: '' });
    expect(messagesByField(result)).toEqual({
      'items.0.serviceId': ['Choose a service.'],
      'items.0.employeeId': ['Choose an employee.'],
      'items.0.startsAt': ['Choose a start time.'],
    });
  });

  it('an empty service asks for a group, a name and a duration', () => {
    const emptyService = { parentId: 0, name: '', description: '', durationMinutes: null, bufferMinutes: 0, priceType: 'free', price: null, displayOrder: 0, active: true };
    expect(messagesByField(serviceFormSchema.safeParse(emptyService))).toEqual({
      parentId: ['Choose a service group.'],
      name: ['Enter a name.'],
      durationMinutes: ['Enter the duration in minutes, for example 45.'],
    });
  });
});
