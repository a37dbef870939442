import { ENTITY_TYPE } from '@fletx/contract/documents';
import {
  createDriverBody,
  DRIVER_DOCUMENT_TYPE,
  type DriverDetailResponse,
  ELECTRONIC_PROVIDERS,
  updateDriverBody,
} from '@fletx/contract/drivers';
import { fieldMessages } from '@fletx/contract/messages';
import { Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Section } from '../../../components/cards/section';
import { FormDateField } from '../../../components/form/date-field';
import { FormActions } from '../../../components/form/form-actions';
import { type FieldRow, FormFields } from '../../../components/form/form-fields';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitchField } from '../../../components/form/form-switch-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PersonFields } from '../../../components/form/person-fields';
import { FormPage } from '../../../components/layouts/form-page';
import { showError, showSuccess } from '../../../components/popups/popups';
import { FilePicker } from '../../../components/upload/file-picker';
import { paths } from '../../../config/paths';
import { useEditId } from '../../../hooks/use-id-param';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useDocuments, useUploadDocuments } from '../../../lib/documents';
import { useZodForm } from '../../../lib/form';
import { useDriver } from '../api/get-driver';
import { useSaveDriver } from '../api/save-driver';
import { DispatcherField } from '../components/dispatcher-field';
import { CdlSection, PolicySections } from '../components/driver-compliance-fields';
import { type DriverFormValues, EMPTY_DRIVER_FORM, toFormValues } from '../components/driver-form-values';
import { PaySection } from '../components/driver-pay-fields';

const FILE_ACCEPT = '.pdf,.csv,application/pdf,text/csv';
/** The two documents a driver must have, uploaded after the driver is saved. */
const AGREEMENTS = [
  { key: 'lease', label: 'Lease agreement', type: DRIVER_DOCUMENT_TYPE.leaseAgreement },
  { key: 'license', label: 'Driver license', type: DRIVER_DOCUMENT_TYPE.driverLicense },
] as const;
type Agreement = (typeof AGREEMENTS)[number];
type AgreementKey = Agreement['key'];
const OWNERSHIP = [
  { name: 'companyDriver', label: 'Company driver' },
  { name: 'driverOwner', label: 'Driver Owner' },
  { name: 'ownerThirdParty', label: 'Owned by third party' },
] as const;

const OWNER_CONTACT: FieldRow<DriverFormValues>[] = [
  { name: 'owner', label: 'Owner' },
  { name: 'ownerEmail', type: 'email', label: 'Owner email' },
  { name: 'ownerCell', type: 'phone', label: 'Owner cell' },
];
/** Asked when the driver has a trailer. */
const TRAILER_TERMS: FieldRow<DriverFormValues>[] = [
  { name: 'leased', label: 'Leased to' },
  { name: 'financed', label: 'Financed By' },
];

/**
 * Add driver / Edit driver (docs/product.md "Driver form"): every section in order; Save disabled while
 * invalid.
 */
export function DriverFormPage() {
  const id = useEditId();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const driver = useDriver(id);
  const stored = useDocuments(ENTITY_TYPE.driver, id ?? 0);
  const save = useSaveDriver();
  const uploadDocuments = useUploadDocuments();
  const [files, setFiles] = useState<Partial<Record<AgreementKey, File | null>>>({});
  const [progress, setProgress] = useState<Partial<Record<AgreementKey, number>>>({});

  const { control, handleSubmit, formState, reset, watch, setValue, getValues } = useZodForm(
    editing ? updateDriverBody : createDriverBody,
    { defaultValues: EMPTY_DRIVER_FORM },
  );
  const version = useRecordVersion(driver, {
    dirty: formState.isDirty,
    load: useCallback((loaded: DriverDetailResponse) => reset(toFormValues(loaded.data)), [reset]),
  });

  const hasStored = (type: number) => (stored.data?.data ?? []).some((d) => d.documentType === type);
  const isMissing = (agreement: Agreement) => !files[agreement.key] && !hasStored(agreement.type);
  const agreementMissing = AGREEMENTS.some(isMissing);
  const isTrailer = watch('isTrailer');

  const submit = handleSubmit(async (values) => {
    if (agreementMissing) return;
    try {
      const result = await save.mutateAsync({ id, body: values, etag: version.etag });
      await uploadDocuments(
        ENTITY_TYPE.driver,
        result.data.id,
        AGREEMENTS.flatMap(({ key, type }) => {
          const file = files[key];
          const onProgress = (percent: number) => setProgress((p) => ({ ...p, [key]: percent }));
          return file ? [{ documentType: type, file, onProgress }] : [];
        }),
      );
      showSuccess(result.message);
      navigate(paths.app.drivers.getHref());
    } catch (error) {
      setProgress({});
      if (!version.catchStale(error)) showError(getErrorMessage(error));
    }
  });

  const title = editing ? 'Edit driver' : 'Add driver';
  const touched = formState.isSubmitted;
  // A driver saved without their agreements keeps Save disabled on every edit: say which files are missing
  // from the start (a disabled Save is never submitted, so no message would ever show why).
  const explainAgreements = touched || (editing && stored.isSuccess);
  return (
    <FormPage
      title={title}
      backTo={paths.app.drivers.getHref()}
      loading={editing && driver.isLoading}
      loadingLabel="Loading the driver"
      onSubmit={submit}
    >
      <Stack gap="lg">
        <Section title="Personal info">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <PersonFields control={control} />
            <FormTextField
              control={control}
              name="password"
              type="password"
              label="Password"
              description={editing ? 'Empty keeps the current one' : 'Optional'}
            />
            <FormDateField control={control} name="lease_agreement_date" label="Lease agreement date" />
            <FormTextField control={control} name="fletxfee" type="number" label="Fletx fee (%)" />
            <DispatcherField control={control} />
          </SimpleGrid>
        </Section>
        <CdlSection control={control} />
        <PaySection control={control} setValue={setValue} />
        <Section title="Ownership" withDivider>
          <Group gap="xl">
            {OWNERSHIP.map((box) => (
              <Controller
                key={box.name}
                control={control}
                name={box.name}
                render={({ field }) => (
                  <Checkbox
                    label={box.label}
                    checked={field.value}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      for (const other of OWNERSHIP) {
                        setValue(other.name, other.name === box.name ? checked : false, {
                          shouldValidate: true,
                        });
                      }
                    }}
                  />
                )}
              />
            ))}
          </Group>
        </Section>
        <Section title="Owner contact" withDivider>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormFields control={control} fields={OWNER_CONTACT} required />
          </SimpleGrid>
        </Section>
        <Section title="Trailer" withDivider>
          <Group gap="xl">
            <FormSwitchField
              control={control}
              name="isTrailer"
              label="Has Trailer"
              onToggle={(checked) => {
                if (!checked) {
                  setValue('leased', '', { shouldValidate: true });
                  setValue('financed', '', { shouldValidate: true });
                }
              }}
            />
            <FormSwitchField control={control} name="powerOnly" label="Power Only" />
          </Group>
          {isTrailer ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <FormFields control={control} fields={TRAILER_TERMS} required />
            </SimpleGrid>
          ) : null}
        </Section>
        <Section title="Agreements" description="PDF or CSV" withDivider id="agreement">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {AGREEMENTS.map((agreement) => (
              <FilePicker
                key={agreement.key}
                label={agreement.label}
                accept={FILE_ACCEPT}
                file={files[agreement.key] ?? null}
                onChange={(file) => setFiles((f) => ({ ...f, [agreement.key]: file }))}
                progress={progress[agreement.key]}
                required
                error={explainAgreements && isMissing(agreement) ? fieldMessages.required : undefined}
                hint={hasStored(agreement.type) ? 'Stored; choose a file to replace it' : undefined}
              />
            ))}
            <FormDateField
              control={control}
              name="lease_agreement_end"
              label="Lease agreement end"
              description="Optional; watched once entered"
            />
          </SimpleGrid>
        </Section>
        <Section title="Worker insurance" withDivider>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
            <FormTextField control={control} name="nameCompany" label="Name of company" withAsterisk />
            <FormDateField control={control} name="dateCoverage" label="Date of coverage" withAsterisk />
          </SimpleGrid>
        </Section>
        <PolicySections control={control} getValues={getValues} setValue={setValue} />
        <Section title="Electronic logbook information" withDivider>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormTextField
              control={control}
              name="electronicUser"
              type="email"
              label="Logbook user"
              withAsterisk
            />
            <FormTextField
              control={control}
              name="electronicPassword"
              type="password"
              label="Logbook password"
              withAsterisk={!editing}
              description={editing ? 'Empty keeps the stored one' : undefined}
            />
            <FormSelectField
              control={control}
              name="electronicProvider"
              label="Logbook provider"
              placeholder="Select a provider"
              data={[...ELECTRONIC_PROVIDERS]}
              withAsterisk
            />
          </SimpleGrid>
        </Section>
        <FormActions
          onCancel={() => navigate(-1)}
          saveDisabled={!formState.isValid || agreementMissing}
          saving={formState.isSubmitting}
          stale={version.stale}
          onShowMissing={handleSubmit(() => undefined)}
        />
      </Stack>
    </FormPage>
  );
}
