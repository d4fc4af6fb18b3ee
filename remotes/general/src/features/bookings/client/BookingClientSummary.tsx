import { useQuery } from '@tanstack/react-query';
import { Link } from '@nail-or-never/shared/router';
import { clientQueries } from '@nail-or-never/shared/general';
import type { Booking } from '@nail-or-never/shared/schemas';
import { clientPageHref } from '../model/clientText';
import { ClientAllergyNote } from './ClientAllergyNote';

/**
 * The booking drawer's customer: the name links to the client's page, then the booking's phone and
 * e-mail, and the client's allergies (read from the client, which may have changed since booking).
 */
export function BookingClientSummary({ booking }: { booking: Booking }) {
  const client = useQuery(clientQueries.detail(booking.clientId));
  return (
    <>
      <Link to={clientPageHref(booking.clientId)}>{booking.customerName}</Link>
      {[booking.customerPhone, booking.customerEmail]
        .filter(Boolean)
        .map((contact) => ` · ${contact}`)
        .join('')}
      {client.data ? <ClientAllergyNote client={client.data} /> : null}
    </>
  );
}
