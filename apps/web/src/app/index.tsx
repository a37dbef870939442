import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryConfig } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRoutes } from './router';

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryConfig }));
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient)));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
