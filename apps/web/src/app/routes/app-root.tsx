// The providers' Mantine CSS (the base, the shell's components) before the rest of the back office's.
import { BackOfficeProviders } from '../provider';
import '../shell-styles';
import { type ComponentProps, useCallback, useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { useTwoFactorGate } from '../../features/auth/two-factor/use-two-factor-gate';
import { ShellLayout } from '../../features/shell/components/shell-layout';
import { useSessionExpiry } from '../../hooks/use-session-expiry';
import { onSessionEnded } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { BackOfficeModals } from '../back-office-modals';
import { announceSessionExpired, endSession, expireSession } from '../session-actions';
import { PageLoader } from './route-error-boundary';

/** The main area (/fletx): the shell around the page, plus everything that ends a session. */
export function AppRoot() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { accessToken, user } = useSession();

  const goToLogin = useCallback(() => {
    navigate(paths.auth.login.getHref(), { replace: true });
  }, [navigate]);

  // The rest of Mantine's CSS, for what a list page opens later (the router loads it with the other pages).
  useEffect(() => {
    void import('../back-office-styles');
  }, []);

  // The token expires while the user stays on a page.
  useSessionExpiry(accessToken, () => {
    expireSession();
    goToLogin();
  });

  // The API client gave up on the session (a 401 that a refresh could not cure).
  useEffect(
    () =>
      onSessionEnded(() => {
        announceSessionExpired();
        goToLogin();
      }),
    [goToLogin],
  );

  // The session was cleared elsewhere (e.g. logout in another tab).
  useEffect(() => {
    if (!accessToken) goToLogin();
  }, [accessToken, goToLogin]);

  const handleLogout = () => {
    endSession();
    goToLogin();
  };

  // Once the session has ended, the shell leaves at once, its queries with it (none polls or is asked again
  // without a session while the login screen downloads): docs/decisions/0064-a-logout-leaves-no-call-behind.md.
  if (!accessToken) return <PageLoader />;
  return <SignedIn user={user} onLogout={handleLogout} navigating={navigation.state === 'loading'} />;
}

/** The shell of a signed-in user: every query of the back office is asked under it. */
function SignedIn(props: Omit<ComponentProps<typeof ShellLayout>, 'children'>) {
  useTwoFactorGate();
  return (
    <BackOfficeProviders>
      <BackOfficeModals>
        <ShellLayout {...props}>
          <Outlet />
        </ShellLayout>
      </BackOfficeModals>
    </BackOfficeProviders>
  );
}
