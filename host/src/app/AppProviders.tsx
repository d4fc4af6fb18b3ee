import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@nail-or-never/shared';

/** Providers that wrap the whole host, and through federation every remote section it mounts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PrimeReactProvider>
  );
}
