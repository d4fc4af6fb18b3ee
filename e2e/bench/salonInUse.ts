import type { AdminServer } from '../support/adminServer';
import { createServiceGroup } from '../support/catalogSeed';
import { seedBooking, seedSalon } from '../tests/general/generalApi';

/**
 * The dashboard of every later day: hours, services and people set, and tomorrow's bookings, with
 * names as long as a salon's real ones. Short made-up names ("Client 09") kept each of the next
 * appointments' lines smaller than the business card's painted heading, so Lighthouse took that
 * heading, painted from the HTML, for the largest paint; with real names, a line drawn with the
 * data is the largest, and the audit measures when the data is drawn.
 */
export async function seedSalonInUse(server: AdminServer, token: string): Promise<void> {
  const group = await createServiceGroup(server.baseUrl, token, 'Hands and feet');
  const seed = await seedSalon(server.baseUrl, token, group, ['Gel manicure with nail art', 'Luxury spa pedicure'], ['Maya Okafor', 'Jade Brown']);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const bookings = [
    ['09', 'Amelia Hartley-Jones'],
    ['10', 'Sofia Marchetti'],
    ['11', 'Grace Okonkwo'],
    ['12', 'Isabella Fernández'],
  ] as const;
  for (const [hour, client] of bookings) {
    await seedBooking(server.baseUrl, token, seed, client, `${tomorrow}T${hour}:00:00.000Z`);
  }
}
