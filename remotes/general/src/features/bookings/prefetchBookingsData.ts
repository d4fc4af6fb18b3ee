import { queryClient } from '@nail-or-never/shared';
import { bookingQueries, contactQueries, employeeQueries, timeOffQueries } from '@nail-or-never/shared/general';
import { anchorDayOf } from './model/bookingsAddress';
import { salonDay, salonWeek } from './model/salonTime';
import { guessSalonZone } from './model/salonZoneGuess';

/**
 * The bookings page's first calls, for a visit that opens at it (`RemoteSectionModule.prefetchData`):
 * the contact details, the bookable staff, and the week's bookings and time off under the same keys
 * `BookingsPage` will ask for. The week's bounds are the salon's midnights, so they need its zone,
 * which the contact details bring: the zone is guessed here rather than waited for (a wrong guess
 * is one wasted call; the page's own keys follow the real zone).
 */
export function prefetchPageData(search: string): void {
  void queryClient.prefetchQuery(contactQueries.record());
  void queryClient.prefetchQuery(employeeQueries.bookable());
  const timeZone = guessSalonZone();
  const params = new URLSearchParams(search);
  const week = salonWeek(anchorDayOf(params.get('date'), salonDay(new Date().toISOString(), timeZone)), timeZone);
  void queryClient.prefetchQuery(bookingQueries.range({ from: week.from, to: week.to }));
  if (params.get('view') !== 'list') void queryClient.prefetchQuery(timeOffQueries.blocks({ from: week.from, to: week.to }));
}
