import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTwoFactorStatus } from './api';

/** The path to go to after signing in: the forced set-up while the carrier's rule holds the user. */
export async function pathAfterSignIn(read: () => Promise<{ enabled: boolean; required: boolean }>) {
  const status = await read().catch(() => undefined);
  return status?.required && !status.enabled
    ? paths.twoFactorSetup.getHref()
    : paths.app.adminUsers.getHref();
}

/** In the back office: a user the carrier's rule holds (required, not set up) is taken to the set-up. */
export function useTwoFactorGate(): void {
  const navigate = useNavigate();
  // Only what was read since the back office showed: a cached answer from before the set-up is stale.
  const { data, isFetchedAfterMount } = useTwoFactorStatus();
  useEffect(() => {
    if (isFetchedAfterMount && data?.required && !data.enabled)
      navigate(paths.twoFactorSetup.getHref(), { replace: true });
  }, [data, isFetchedAfterMount, navigate]);
}
