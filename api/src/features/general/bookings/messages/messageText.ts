import type { BookingMessageKind, SalonClock } from '@nail-or-never/shared/schemas';

/** The salon as a message names it: from its contact details. */
export interface SalonFacts {
  businessName: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  email: string;
  timeZone: string;
  clock: SalonClock;
}

/** The booking as a message describes it. */
export interface BookingFacts {
  customerName: string;
  /** UTC epoch ms. */
  startsAt: number;
  services: { name: string; durationMinutes: number }[];
  /** A repeating booking's other visits this message also speaks for (epoch ms); usually none. */
  otherStarts?: number[];
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** "Monday 23 March 2026" and "10:00" (or "10:00 AM") on the salon's wall clock, in its zone. */
export function salonWhen(salon: Pick<SalonFacts, 'timeZone' | 'clock'>, instant: number): { date: string; time: string } {
  const at = new Date(instant);
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: salon.timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: salon.timeZone,
    hour: salon.clock === '12h' ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: salon.clock === '12h' ? 'h12' : 'h23',
  })
    .format(at)
    .toUpperCase()
    // ICU puts a narrow no-break space before AM/PM: a plain one reads the same and keeps the subject ASCII.
    .replace(/[\u202f\u00a0]/g, ' ');
  return { date, time };
}

const LEADS: Record<BookingMessageKind, string> = {
  confirmation: 'Thank you for your booking. We look forward to seeing you.',
  moved: 'Your booking has moved. Here is the new time.',
  cancelled: 'Your booking has been cancelled. We hope to see you another time.',
  reminder: 'A reminder of your booking with us.',
};

function subjectOf(kind: BookingMessageKind, salonName: string, when: string): string {
  switch (kind) {
    case 'confirmation':
      return `Your booking at ${salonName} on ${when}`;
    case 'moved':
      return `Your booking at ${salonName} has moved to ${when}`;
    case 'cancelled':
      return `Your booking at ${salonName} on ${when} is cancelled`;
    case 'reminder':
      return `Reminder: your booking at ${salonName} on ${when}`;
  }
}

export function addressLine(salon: SalonFacts): string {
  const town = [salon.postalCode, salon.city].filter((part) => part.trim() !== '').join(' ');
  return [salon.street, town, salon.country].filter((part) => part.trim() !== '').join(', ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The e-mail for one booking change, in the salon's name, with its address, the booking's services
 * and its time on the salon's clock in the salon's zone (never the server's). Plain text and the
 * same in simple HTML; every value from a person is escaped in the HTML.
 */
export function renderBookingMessage(kind: BookingMessageKind, salon: SalonFacts, booking: BookingFacts): RenderedMessage {
  const { date, time } = salonWhen(salon, booking.startsAt);
  const when = `${date} at ${time}`;
  const services = booking.services.map((service) => `${service.name} (${service.durationMinutes} min)`);
  const address = addressLine(salon);
  const contactWays = [salon.phone, salon.email].filter((part) => part.trim() !== '');
  const lines: [string, string][] = [
    ['When', `${when} (${salon.timeZone})`],
    ['Services', services.join(', ')],
    ['Where', [salon.businessName, address].filter((part) => part !== '').join(', ')],
  ];
  const others = booking.otherStarts ?? [];
  if (others.length > 0) {
    const dates = others.map((instant) => {
      const other = salonWhen(salon, instant);
      return `${other.date} at ${other.time}`;
    });
    // One e-mail for a repeating booking's visits: the same words apply to each date listed.
    lines.splice(1, 0, ['Also on', dates.join('; ')]);
  }
  const text = [
    `Hello ${booking.customerName},`,
    '',
    LEADS[kind],
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(contactWays.length > 0 ? [`To change anything, contact us: ${contactWays.join(', ')}.`, ''] : []),
    salon.businessName,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(booking.customerName)},</p>`,
    `<p>${escapeHtml(LEADS[kind])}</p>`,
    '<table>',
    ...lines.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    ...(contactWays.length > 0 ? [`<p>To change anything, contact us: ${escapeHtml(contactWays.join(', '))}.</p>`] : []),
    `<p>${escapeHtml(salon.businessName)}</p>`,
  ].join('\n');
  return { subject: subjectOf(kind, salon.businessName, when), text, html };
}
