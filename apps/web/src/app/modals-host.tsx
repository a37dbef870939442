import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { markModalsReady } from '../components/popups/modals-ready';

/** Mantine's modals provider, downloaded after the shell shows (back-office-modals.tsx). */
export default function ModalsHost() {
  // The provider's own listeners are set up in its effects, which run before this one.
  useEffect(markModalsReady, []);
  return <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }} />;
}
