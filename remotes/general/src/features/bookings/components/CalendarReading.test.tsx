import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking, calendarAnswer } from '../../../testing/bookingFixtures';
import { bookingsPageHttp } from '../../../testing/bookingsPageHttp';
import { renderSection } from '../../../testing/renderSection';
import { dayHeading } from '../model/bookingDays';
import { shiftDay } from '../model/salonTime';

/** Issue 25, "a calendar people can read": legend, popover, cancelled filter, the phone's day view. */
const LONG_CLIENT = 'Jade Classen-Oyelaran de la Fontaine';
const LONG_SERVICE = 'Gel extensions with hand-painted French tips';

function longBooking() {
  const booking = aBooking();
  return { ...booking, id: 13, customerName: LONG_CLIENT, items: booking.items.map((item) => ({ ...item, id: 2, serviceName: LONG_SERVICE })) };
}
const cancelledBooking = () => ({ ...aBooking(), id: 14, customerName: 'Lee Chan', status: 'cancelled' as const, items: aBooking().items.map((item) => ({ ...item, id: 3 })) });

describe('a calendar people can read', () => {
  const today = new Date().toISOString().slice(0, 10);
  bookingsPageHttp({
    'GET /employees': {
      status: 200,
      body: {
        data: [
          { id: 5, firstName: 'Maya', lastName: 'Okafor', calendarColor: '#fde047' },
          { id: 6, firstName: 'Sam', lastName: 'Reed', calendarColor: '#1e3a8a' },
        ],
        meta: { page: 1, limit: 100, total: 2 },
      },
    },
    'GET /bookings/calendar': { status: 200, body: calendarAnswer([longBooking(), cancelledBooking()]) },
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('names every employee beside their colour', async () => {
    renderSection('booking');
    const legend = await screen.findByRole('list', { name: 'Colours:' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maya Okafor', 'Sam Reed']);
  });

  it('a block shows client and service in full, and its popover does on focus and hover; Escape closes it', async () => {
    const user = userEvent.setup();
    renderSection('booking');
    const block = await screen.findByRole('button', { name: new RegExp(`${LONG_CLIENT}: ${LONG_SERVICE}`) });
    expect(block).toHaveTextContent('17:00–18:00');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => block.focus());
    const popover = await screen.findByRole('tooltip');
    expect(popover).toHaveTextContent(`17:00–18:00${LONG_CLIENT}${LONG_SERVICE} with Maya OkaforConfirmed`);
    // Announced: the focused block is described by it.
    expect(block).toHaveAccessibleDescription(new RegExp(LONG_SERVICE));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(block).not.toHaveAttribute('aria-describedby');

    await user.hover(block);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_CLIENT);
    await user.unhover(block);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides cancelled bookings until "Show cancelled" is ticked, in the grids and the list', async () => {
    const user = userEvent.setup();
    renderSection('booking', '/admin/booking?view=list');
    await screen.findByRole('button', { name: new RegExp(LONG_CLIENT) });
    expect(screen.queryByRole('button', { name: /Lee Chan/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Show cancelled' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Lee Chan/ })).toHaveTextContent('Cancelled');

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(await within(screen.getByRole('region', { name: 'Week grid' })).findByRole('button', { name: /Lee Chan/ })).toBeInTheDocument();
    await user.click(toggle);
    expect(within(screen.getByRole('region', { name: 'Week grid' })).queryByRole('button', { name: /Lee Chan/ })).not.toBeInTheDocument();
  });

  it('opens the day view on a phone, and the arrow keys on the grid or a swipe change the day, never an arrow in a field', async () => {
    const user = userEvent.setup();
    // jsdom has no media queries: this one is a phone.
    window.matchMedia = (query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
    renderSection('booking', `/admin/booking?date=${today}`);
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(today) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    const grid = await screen.findByRole('region', { name: 'Day grid by employee' });

    act(() => grid.focus());
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(shiftDay(today, 1)) })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(shiftDay(today, -1)) })).toBeInTheDocument();
    // Two presses before the page is drawn again (a slow phone) are two days, not one.
    const pressTwice = (key: 'ArrowLeft' | 'ArrowRight') =>
      act(() => {
        for (let press = 0; press < 2; press += 1) grid.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    pressTwice('ArrowRight');
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(shiftDay(today, 1)) })).toBeInTheDocument();
    pressTwice('ArrowLeft');
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(shiftDay(today, -1)) })).toBeInTheDocument();

    // An arrow in the status filter chooses an option, it does not change the day.
    act(() => screen.getByLabelText('Status').focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { level: 2, name: dayHeading(shiftDay(today, -1)) })).toBeInTheDocument();

    // A swipe to the left is the next day; a mostly vertical one scrolls the page and changes nothing.
    const grid2 = screen.getByRole('region', { name: 'Day grid by employee' });
    fireEvent.touchStart(grid2, { touches: [{ clientX: 300, clientY: 200 }] });
    fireEvent.touchEnd(grid2, { changedTouches: [{ clientX: 120, clientY: 230 }] });
    expect(await screen.findByRole('heading', { level: 2, name: dayHeading(today) })).toBeInTheDocument();
    fireEvent.touchStart(grid2, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(grid2, { changedTouches: [{ clientX: 220, clientY: 400 }] });
    expect(screen.getByRole('heading', { level: 2, name: dayHeading(today) })).toBeInTheDocument();
  });
});
