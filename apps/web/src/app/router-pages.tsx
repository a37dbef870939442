import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Guard } from './page-guards';

/** A route whose page is downloaded on its first visit; `pick` takes the page out of the loaded module. */
export function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, lazy: async () => ({ Component: pick(await load()) }) };
}

/** The Mantine CSS beyond the shell's (back-office-styles.ts), downloaded beside a page's code. */
const loadBackOfficeStyles = () => import('./back-office-styles');

/**
 * A page of the main area: its code and the rest of Mantine's CSS (back-office-styles.ts), downloaded together;
 * list pages the shell's CSS covers skip the second (`shellStylesOnly`, docs/performance.md "The web's first page").
 */
export function appPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { shellStylesOnly = false } = {},
): RouteObject {
  return lazyPage(
    path,
    async () => (await Promise.all([load(), shellStylesOnly || loadBackOfficeStyles()]))[0],
    pick,
  );
}

/** A list page the shell's CSS covers. */
export const LIST_PAGE = { shellStylesOnly: true };

/**
 * A page for some roles only: other roles are told it is not for them (the server refuses them anyway); the
 * check (components/layouts/require-permission.tsx) comes with the page, not with the login's first page.
 */
export function guardedPage<M>(
  path: string,
  { permission, title, what }: Guard,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { shellStylesOnly = false } = {},
): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module, { RequirePermission }] = await Promise.all([
        load(),
        import('../components/layouts/require-permission'),
        shellStylesOnly || loadBackOfficeStyles(),
      ]);
      const Page = pick(module);
      return {
        Component: () => (
          <RequirePermission permission={permission} title={title} what={what}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}
