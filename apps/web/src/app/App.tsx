import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, type AppServices } from './providers/AppProviders';
import { ROUTES } from './routes/registry';
import { toRouteObject } from './routes/route-objects';
import { RootLayout } from './shell/RootLayout';

export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createBrowserRouter([toRouteObject(ROUTES, <RootLayout />)]));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
