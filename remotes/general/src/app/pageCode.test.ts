import { prefetchPageData } from '../features/bookings/prefetchBookingsData';
import { prefetchPageData as prefetchSectionPageData } from './pageCode';

jest.mock('../features/bookings/prefetchBookingsData', () => ({ prefetchPageData: jest.fn() }));
const bookingsFirstCalls = jest.mocked(prefetchPageData);

/** Lets the dynamic import and its `then` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a general page's first calls, for the address a visit opens at", () => {
  beforeEach(() => bookingsFirstCalls.mockReset());

  it("start the bookings page's calls with the address's query", async () => {
    prefetchSectionPageData({ page: 'booking', path: '', search: '?view=day&date=2026-11-27' });
    await settle();
    expect(bookingsFirstCalls).toHaveBeenCalledWith('?view=day&date=2026-11-27');
  });

  it('start nothing below a page (its calls are not known there) or for a page without early calls', async () => {
    prefetchSectionPageData({ page: 'booking', path: '12', search: '' });
    prefetchSectionPageData({ page: 'gift-card', path: '', search: '' });
    prefetchSectionPageData({ page: 'no-such-page', path: '', search: '' });
    await settle();
    expect(bookingsFirstCalls).not.toHaveBeenCalled();
  });
});
