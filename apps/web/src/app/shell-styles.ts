/*
 * The CSS of the Mantine components the back office's shell and its list pages (Loads, Bookings, Drivers, …:
 * router-pages.tsx's `shellStylesOnly`) show when they first show, beyond the providers' (app/provider.tsx), in
 * the `mantine` layer and in the order of Mantine's own styles.css; imported by routes/app-root.tsx. What they
 * open later (modals, popovers, tooltips, menus, scroll areas, upload bars) is back-office-styles.ts, which the
 * shell downloads once it has shown; the lists' tables draw their own (components/table/data-table.module.css;
 * docs/performance.md "Session 36: room under the loads budget").
 */
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
