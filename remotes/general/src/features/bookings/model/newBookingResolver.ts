import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { bookingCreateFormSchema, type BookingCreateFormInput, type BookingCreateFormValues } from '@nail-or-never/shared/schemas';

/** Said on the client field when a booking is tried without one. */
export const CLIENT_REQUIRED_MESSAGE = 'Choose the client, or add a new one.';

const bookingResolver = zodResolver(bookingCreateFormSchema);

/**
 * The New booking form's rules: the API's (where `clientId` is optional, for older callers that
 * send a name and phone) plus one of its own: every booking made here names its client, picked in
 * the client field or created from it. Checked here and not in the shared schema: the contract stays.
 */
export const newBookingResolver: Resolver<BookingCreateFormInput, unknown, BookingCreateFormValues> = async (values, context, options) => {
  const result = await bookingResolver(values, context, options);
  if (values.clientId !== undefined) return result;
  return { values: {}, errors: { ...result.errors, clientId: { type: 'required', message: CLIENT_REQUIRED_MESSAGE } } };
};
