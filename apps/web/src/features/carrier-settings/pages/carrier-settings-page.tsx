import { Alert, Stack } from '@mantine/core';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { QueryContent } from '../../../components/layouts/query-content';
import { showError, showSuccess } from '../../../components/popups/popups';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCarrierSettings, useSaveCarrierSettings } from '../api/carrier-settings';
import { CarrierSettingsForm, toCarrierFormValues } from '../components/carrier-settings-form';
import { LogoCard } from '../components/logo-card';

/**
 * /fletx/settings/carrier (docs/product.md "Invoices and receivables"): the carrier's name, address, numbers,
 * remit-to, logo and factoring company, printed on every invoice.
 */
export function CarrierSettingsPage() {
  const settings = useCarrierSettings();
  const version = useRecordVersion(settings);
  const save = useSaveCarrierSettings();
  const role = useSession().user?.role;
  return (
    <ContentLayout title="Carrier settings">
      <QueryContent query={{ ...settings, data: version.record }}>
        {({ body: { data }, etag }) => (
          <Stack gap="md">
            {data.configured ? null : (
              <Alert color="orange" title="Not set up yet">
                Enter the carrier's details before sending invoices: they are printed on every invoice.
              </Alert>
            )}
            <CarrierSettingsForm
              key={version.revision}
              defaultValues={toCarrierFormValues(data)}
              submitting={save.isPending}
              stale={version.stale}
              canRequireTwoFactor={role === 'Carriers'}
              onSubmit={(body) =>
                save.mutate(
                  { body, etag },
                  {
                    onSuccess: (response) => {
                      version.saved();
                      showSuccess(response.body.message);
                    },
                    onError: (error) => {
                      if (!version.catchStale(error)) showError(getErrorMessage(error));
                    },
                  },
                )
              }
            />
            {/*
              The newest answer shows the logo (the form keeps the version it was filled from). A logo change is
              a change of the settings: made from the form's version, the form goes on from its answer.
            */}
            <LogoCard
              hasLogo={settings.data?.body.data.hasLogo ?? data.hasLogo}
              etag={etag}
              onChanged={version.advanced}
              catchStale={version.catchStale}
            />
          </Stack>
        )}
      </QueryContent>
    </ContentLayout>
  );
}
