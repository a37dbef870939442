import type { PublicTracking } from '@fletx/contract/tracking-links';
import { useCallback, useEffect, useState } from 'react';
import './tracking-page.css';

/** How often the page asks again while it is shown (and at once when it is shown again). */
export const TRACKING_POLL_MS = 15_000;

type State =
  | { kind: 'loading' }
  | { kind: 'gone' }
  | { kind: 'error'; view: PublicTracking | null }
  | { kind: 'ready'; view: PublicTracking };

const DAY_AND_TIME = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** An instant (a status reached, a position, the ETA) in the reader's own zone, the zone named. */
const instant = new Intl.DateTimeFormat(undefined, { ...DAY_AND_TIME, timeZoneName: 'short' });
/**
 * A stop's window: the facility's own clock, kept as entered (docs/product.md "Load form": never shifted to the
 * reader's zone), as the rate confirmation gives it.
 */
const facilityClock = new Intl.DateTimeFormat(undefined, { ...DAY_AND_TIME, timeZone: 'UTC' });

/** The same without the weekday: the status history's narrow column. */
const instantShort = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

const when = (iso: string | null) => (iso ? instant.format(new Date(iso)) : '—');
const asEntered = (iso: string | null) => (iso ? facilityClock.format(new Date(iso)) : '—');

const windowText = (w: { from: string | null; to: string | null }) =>
  w.from || w.to ? `${asEntered(w.from)} – ${asEntered(w.to)} (local time)` : 'No window given';

/**
 * The page a tracking link opens (`/t/{token}`): the load's status with its times, its stops, the last
 * position, the ETA to the next stop and, once delivered, the proofs of delivery. It asks the public answer
 * again every TRACKING_POLL_MS while shown, and when the phone shows it again.
 */
export default function TrackingPage({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const r = await fetch(`/api/public/tracking/${encodeURIComponent(token)}`, { cache: 'no-store' });
      if (r.status === 404) return setState({ kind: 'gone' });
      if (!r.ok) throw new Error(String(r.status));
      const { data } = (await r.json()) as { data: PublicTracking };
      setState({ kind: 'ready', view: data });
    } catch {
      setState((s) => ({ kind: 'error', view: 'view' in s ? s.view : null }));
    }
  }, [token]);

  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, TRACKING_POLL_MS);
    const onShow = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [refresh]);

  if (state.kind === 'loading') return <main className="tp">Loading…</main>;
  if (state.kind === 'gone' || (state.kind === 'error' && !state.view))
    return (
      <main className="tp">
        <h1>Tracking link unavailable</h1>
        <p>
          {state.kind === 'gone'
            ? 'This tracking link does not exist, has expired or was revoked. Ask the carrier for a new one.'
            : 'The tracking information could not be loaded. Check the connection; the page tries again.'}
        </p>
      </main>
    );
  const view = state.view;
  if (!view) return null;
  return (
    <main className="tp">
      <header>
        <p className="tp-label">Load</p>
        <h1>{view.loadNumber}</h1>
        <p className="tp-status" data-testid="status">
          {view.status}
        </p>
        {state.kind === 'error' && <p className="tp-warn">Offline: showing the last known information.</p>}
      </header>

      <section aria-label="Estimated arrival">
        <h2>Estimated arrival</h2>
        {view.eta ? (
          <p>
            <strong>{when(view.eta.at)}</strong> at {view.eta.stop} · about {view.eta.milesLeft} miles left
          </p>
        ) : (
          <p>{view.statusId >= 10 ? 'Delivered.' : 'Not available yet.'}</p>
        )}
      </section>

      <section aria-label="Last position">
        <h2>Last position</h2>
        {view.lastPosition ? (
          <p>
            Near {view.lastPosition.city}, {view.lastPosition.state} · {when(view.lastPosition.at)}
            {view.lastPosition.lat !== undefined && (
              <span className="tp-muted">
                {' '}
                ({view.lastPosition.lat.toFixed(4)}, {view.lastPosition.lng?.toFixed(4)})
              </span>
            )}
          </p>
        ) : (
          <p>No position yet.</p>
        )}
      </section>

      <section aria-label="Stops">
        <h2>Stops</h2>
        <ol className="tp-stops">
          {view.stops.map((stop) => (
            <li key={stop.type}>
              <strong>
                {stop.type === 'pickup' ? 'Pickup' : 'Delivery'}: {stop.city}, {stop.state}
              </strong>
              <span>Window: {windowText(stop.window)}</span>
              {stop.arrivedAt && <span>Arrived {when(stop.arrivedAt)}</span>}
              {stop.departedAt && <span>Left {when(stop.departedAt)}</span>}
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Status history">
        <h2>Status history</h2>
        <ol className="tp-history">
          {[...view.statusTimes].reverse().map((s) => (
            <li key={`${s.status}-${s.at}`}>
              <span>{s.status}</span>
              <time dateTime={s.at}>{instantShort.format(new Date(s.at))}</time>
            </li>
          ))}
        </ol>
      </section>

      {view.proofOfDelivery.length > 0 && (
        <section aria-label="Proof of delivery">
          <h2>Proof of delivery</h2>
          <ul>
            {view.proofOfDelivery.map((p) => (
              <li key={p.url}>
                <a href={p.url} target="_blank" rel="noreferrer">
                  {p.fileName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="tp-muted">Updated {when(view.refreshedAt)} · refreshes on its own</footer>
    </main>
  );
}
