/** What the recipient rule reads of a booking. */
export interface RecipientFacts {
  customerEmail: string;
}

/**
 * Who gets a booking's e-mails, or null for nobody: the one place this is decided. Until bookings
 * refer to clients, the address typed on the booking; an empty one means the customer gave none.
 */
export function messageRecipient(booking: RecipientFacts): string | null {
  const address = booking.customerEmail.trim();
  return address === '' ? null : address;
}
