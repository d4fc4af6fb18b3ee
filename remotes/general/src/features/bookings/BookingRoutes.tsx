import { Route, Routes } from '@nail-or-never/shared/router';
import { StatePanel } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { BookingsPage } from './components/BookingsPage';
import './components/bookings.css';

/** The booking page: day, week and list views at its base path. */
export default function BookingRoutes() {
  return (
    <SectionToastProvider>
      <Routes>
        <Route index element={<BookingsPage />} />
        <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in Bookings.</StatePanel>} />
      </Routes>
    </SectionToastProvider>
  );
}
