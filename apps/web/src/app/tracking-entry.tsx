import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import TrackingPage from '../features/public-tracking/tracking-page';

/**
 * A tracking link's page on its own (main.tsx starts it for /t/{token}): React and a fetch, none of the back
 * office's or the drivers' app's code, so a broker's phone downloads only this (docs/product.md "Tracking
 * links and check calls").
 */
export function startTrackingPage(container: HTMLElement, token: string) {
  createRoot(container).render(
    <StrictMode>
      <TrackingPage token={token} />
    </StrictMode>,
  );
}
