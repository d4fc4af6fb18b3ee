import { lazy, Suspense } from 'react';
import { Route, Routes } from '@nail-or-never/shared/router';
import { LoadingPanel, StatePanel } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { GiftCardListPage } from './components/GiftCardListPage';
import './components/giftCards.css';

// A card's page (its action form brings zod) is not downloaded to show the list.
const GiftCardDetailPage = lazy(async () => ({ default: (await import('./components/GiftCardDetailPage')).GiftCardDetailPage }));

/** The gift-card page: the list at its base path, one card at `<base>/<id>`. */
export default function GiftCardRoutes() {
  return (
    <SectionToastProvider>
      <Routes>
        <Route index element={<GiftCardListPage />} />
        <Route
          path=":cardId"
          element={
            <Suspense fallback={<LoadingPanel label="Loading the gift card…" />}>
              <GiftCardDetailPage />
            </Suspense>
          }
        />
        <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in Gift cards.</StatePanel>} />
      </Routes>
    </SectionToastProvider>
  );
}
