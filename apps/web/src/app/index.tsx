import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRouterContext } from '../hooks/app-router';
import { queryConfig } from '../lib/query-config';
import { createAppRoutes } from './router';

/**
 * The back office and its login area: a query client and the router. Mantine and the back office's other
 * providers come with the shell (provider.tsx's BackOfficeProviders), so the login area starts without them
 * (docs/performance.md "The web's first page").
 */
export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouterContext value={router}>
        <RouterProvider router={router} />
      </AppRouterContext>
    </QueryClientProvider>
  );
}
