import { createContext } from 'react';
import type { createBrowserRouter } from 'react-router';

/** What a hook may read of the app's router outside a render: its state now (the router's own public API). */
export type RouterState = Pick<ReturnType<typeof createBrowserRouter>, 'state'>;

/**
 * The app's router, given by the app beside its RouterProvider (app/index.tsx). A hook that must know, when a
 * timer fires, whether a navigation is under way reads `router.state` here: a render may not have come yet.
 */
export const AppRouterContext = createContext<RouterState | undefined>(undefined);
