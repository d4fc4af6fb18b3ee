import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from '@nail-or-never/shared/router';
import { PrimeReactProvider } from 'primereact/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppLayout } from '../AppLayout';

export interface ShellRender extends RenderResult {
  /** Navigates as a link or a remote would (a route change inside the one router). */
  navigate: (to: string) => void;
  queryClient: QueryClient;
}

/**
 * Mounts the shell through the real providers and a memory router, as the app does. The query
 * client uses the library's defaults (retry on): any "no retry" seen in a test is the shell's own.
 */
export function renderShell(options: { path?: string; page?: ReactElement } = {}): ShellRender {
  const queryClient = new QueryClient();
  let navigateTo: NavigateFunction | null = null;
  function CaptureNavigate() {
    navigateTo = useNavigate();
    return null;
  }
  const page = (path: string) => options.page ?? <h1>Page {path}</h1>;
  const result = render(
    <PrimeReactProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <CaptureNavigate />
          <Routes>
            <Route path="/admin/login" element={<h1>Login page</h1>} />
            <Route element={<AppLayout />}>
              <Route path="/" element={page('/')} />
              <Route path="/admin/*" element={page('/admin/*')} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PrimeReactProvider>,
  );
  const navigate = (to: string) => {
    act(() => {
      if (!navigateTo) throw new Error('router not mounted');
      void navigateTo(to);
    });
  };
  return { ...result, navigate, queryClient };
}

/** Sets the jsdom window width (the shell reads `innerWidth` against the 991 px threshold). */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
