import { useEffect, useRef } from 'react';
import { MAX_TIMER_DELAY_MS, msUntilExpiry } from '../lib/session';

/**
 * Calls `onExpire` when the access token's `exp` passes: a timer set to the expiry time, re-checked when the
 * tab becomes visible again (timers run late after a computer sleeps). A token without `exp` is expired.
 */
export function useSessionExpiry(accessToken: string | null, onExpire: () => void): void {
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (!accessToken) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let expired = false;

    const check = () => {
      clearTimeout(timer);
      if (expired) return;
      const remaining = msUntilExpiry(accessToken);
      if (remaining === undefined || remaining <= 0) {
        expired = true;
        onExpireRef.current();
        return;
      }
      timer = setTimeout(check, Math.min(remaining, MAX_TIMER_DELAY_MS));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [accessToken]);
}
