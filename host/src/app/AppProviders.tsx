import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';
import { ACCESSIBLE_PASS_THROUGH } from './accessiblePassThrough';

/** Providers that wrap the whole host, and through federation every remote section it mounts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider value={{ pt: ACCESSIBLE_PASS_THROUGH }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PrimeReactProvider>
  );
}
