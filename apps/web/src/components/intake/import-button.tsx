import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The drop zone and the upload come with the first click, not with the page that shows the button.
const ImportDialog = lazy(() => import('./import-dialog'));

/**
 * 'Import rate confirmation' (docs/product.md "Rate confirmations"): a drop zone for a broker's PDF or
 * picture; once uploaded, its draft opens for review. Shown on the Loads screen and the inbox.
 */
export function ImportRateConfirmationButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" {...props} onClick={() => setOpened(true)}>
        Import rate confirmation
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
