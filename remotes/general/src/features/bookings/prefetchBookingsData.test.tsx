import { screen, waitFor } from '@testing-library/react';
import type { FakeHttp } from '@nail-or-never/shared/testing';
import { bookingsPageHttp } from '../../testing/bookingsPageHttp';
import { renderSection } from '../../testing/renderSection';
import { prefetchPageData } from './prefetchBookingsData';

jest.setTimeout(30_000);

const ZONE_KEY = 'nail-or-never:salon-time-zone';
const ADDRESS = '/admin/booking?view=week&date=2026-11-24';

describe("the bookings page's first calls, started before the page", () => {
  const server = bookingsPageHttp();
  let http: FakeHttp;
  beforeEach(() => {
    http = server();
    window.localStorage.removeItem(ZONE_KEY);
  });

  const weekDrawn = () => screen.findByRole('button', { name: /Ana Silva: Pedicure/ });

  it('are the calls the page makes: with the salon zone this browser saw last, each goes out once', async () => {
    window.localStorage.setItem(ZONE_KEY, 'Asia/Tokyo');
    prefetchPageData('?view=week&date=2026-11-24');
    await waitFor(() => expect(http.requests('GET', '/bookings/calendar')).toHaveLength(1));
    renderSection('booking', ADDRESS);
    await weekDrawn();
    expect(http.requests('GET', '/contact')).toHaveLength(1);
    expect(http.requests('GET', '/employees')).toHaveLength(1);
    expect(http.requests('GET', '/time-off/blocks')).toHaveLength(1);
    expect(http.requests('GET', '/bookings/calendar')).toHaveLength(1);
    // Tokyo's Monday midnight of the week holding the 24th.
    expect(http.requests('GET', '/bookings/calendar')[0]?.params).toMatchObject({ from: '2026-11-22T15:00:00.000Z', to: '2026-11-29T15:00:00.000Z' });
  });

  it("a wrong guess (the browser's zone is not the salon's) costs one call; the page shows the salon's week and remembers its zone", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo');
    prefetchPageData('?view=week&date=2026-11-24');
    renderSection('booking', ADDRESS);
    await weekDrawn();
    await waitFor(() => expect(http.requests('GET', '/bookings/calendar')).toHaveLength(2));
    expect(http.requests('GET', '/bookings/calendar')[1]?.params).toMatchObject({ from: '2026-11-22T15:00:00.000Z' });
    expect(window.localStorage.getItem(ZONE_KEY)).toBe('Asia/Tokyo');
  });

  it('leave the time off out of the list, which does not show it', async () => {
    window.localStorage.setItem(ZONE_KEY, 'Asia/Tokyo');
    prefetchPageData('?view=list');
    await waitFor(() => expect(http.requests('GET', '/employees')).toHaveLength(1));
    await waitFor(() => expect(http.requests('GET', '/bookings/calendar')).toHaveLength(1));
    expect(http.requests('GET', '/time-off/blocks')).toHaveLength(0);
  });
});
