import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import DriverApp from '../features/driver-app/driver-app';
import { queryConfig } from '../lib/query-config';

/**
 * The drivers' app on its own (main.tsx starts it for /driver/*): a query client and a router, none of the
 * back office's providers, styles or pages, so a phone downloads only this app.
 */
export function DriverRoot({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? new QueryClient({ defaultOptions: queryConfig }));
  return (
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/driver/*" element={<DriverApp />} />
      </Routes>
    </QueryClientProvider>
  );
}

export function startDriverApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <DriverRoot />
      </BrowserRouter>
    </StrictMode>,
  );
}
