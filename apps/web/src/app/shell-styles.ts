/*
 * The CSS of the Mantine components the back office's shell and its list pages (Loads, Bookings, Drivers, …:
 * router-pages.tsx's `shellStylesOnly`) use beyond the providers' (app/provider.tsx), in the `mantine` layer and in
 * the order of Mantine's own styles.css; imported by routes/app-root.tsx. The rest is back-office-styles.ts
 * (docs/performance.md "The web's first page").
 */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
