import './base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '.';

/** The carrier's back office (app/): its providers, its router and its lazy pages. */
export function startBackOffice(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
