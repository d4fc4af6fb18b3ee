import { Route, Routes } from 'react-router-dom';
import { StatePanel } from '@nail-or-never/shared';
import { SectionToastProvider } from '@nail-or-never/shared/kit';
import { GiftCardDetailPage } from './components/GiftCardDetailPage';
import { GiftCardListPage } from './components/GiftCardListPage';
import '../generalPart2.css';

/** The gift-card page: the list at its base path, one card at `<base>/<id>`. */
export default function GiftCardRoutes() {
  return (
    <SectionToastProvider>
      <Routes>
        <Route index element={<GiftCardListPage />} />
        <Route path=":cardId" element={<GiftCardDetailPage />} />
        <Route path="*" element={<StatePanel tone="info" title="Page not found">There is nothing at this address in Gift cards.</StatePanel>} />
      </Routes>
    </SectionToastProvider>
  );
}
