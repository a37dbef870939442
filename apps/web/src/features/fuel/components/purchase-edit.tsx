import type { AuditEntry } from '@fletx/contract/audit';
import { type FuelPurchase, type FuelPurchaseBody, fuelMessages } from '@fletx/contract/fuel';
import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { RecordHistory, useSeesHistory } from '../../../components/history/record-history';
import { ModalForm } from '../../../components/popups/modal-form';
import { showError, showSuccess } from '../../../components/popups/popups';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useDriverNames } from '../../../lib/drivers';
import { useZodForm } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { type UnitOption, useTruckNumbers } from '../../../lib/units';
import { useClosedQuarters, useFuelPurchase, useUpdatePurchase } from '../api/fuel-api';
import {
  instantOf,
  localOf,
  PurchaseFields,
  type PurchaseValues,
  purchaseForm,
  purchaseValuesOf,
  showFieldErrors,
} from './purchase-fields';

const EMPTY: PurchaseValues = {
  truckId: '',
  at: '',
  state: '',
  gallons: '',
  amount: '',
  vendor: '',
  receipt: '',
};

const isInstant = (text: string) => !Number.isNaN(Date.parse(text));

/**
 * What the PUT sends besides the fields: the purchase's driver (a driver's receipt stays theirs; the form has
 * no driver field and the PUT replaces the whole purchase), and its own instant while the time shown was not
 * changed (the picker holds minutes; a receipt's seconds are kept).
 */
export function bodyOf(typed: FuelPurchaseBody, shownAt: string, saved: FuelPurchase): FuelPurchaseBody {
  return { ...typed, at: shownAt === localOf(saved.at) ? saved.at : typed.at, driverId: saved.driverId };
}

const SOURCE_TEXT: Record<FuelPurchase['source'], string> = {
  manual: 'typed in',
  import: 'imported from a fuel card file',
  driver: "sent from the driver's app",
};

export type PurchaseEditProps = {
  id: number;
  onClose: () => void;
};

/** The trucks a page of the History names by id (a purchase's `truckId` before and after), each once. */
const historyTruckIds = (entries: ReadonlyArray<AuditEntry>) => [
  ...new Set(
    entries.flatMap((e) =>
      e.changes
        .filter((c) => c.field === 'truckId')
        .flatMap((c) => [c.before, c.after].filter((v): v is number => typeof v === 'number')),
    ),
  ),
];

/**
 * "Edit purchase": the purchase read with its version, saved with it (If-Match); a 412 keeps what was typed
 * and shows the stale-record alert with Reload. A purchase of a closed IFTA quarter (its old or new day) says
 * that the quarter's frozen report will not follow the change.
 */
export function PurchaseEdit({ id, onClose }: PurchaseEditProps) {
  const query = useFuelPurchase(id);
  const update = useUpdatePurchase();
  const seesHistory = useSeesHistory();
  const driverNames = useDriverNames(seesHistory);
  const { control, handleSubmit, reset, setError, formState } = useZodForm(purchaseForm, {
    defaultValues: EMPTY,
  });
  const version = useRecordVersion(query, {
    dirty: formState.isDirty,
    load: useCallback((answer: { data: FuelPurchase }) => reset(purchaseValuesOf(answer.data)), [reset]),
  });
  const saved = version.record?.body.data;
  // The History's truck and driver by name: the purchase's own as its answer names them, the other trucks of
  // the page shown read by their ids, the drivers' list.
  const [historyTrucks, setHistoryTrucks] = useState<number[]>([]);
  const onEntries = useCallback(
    (entries: ReadonlyArray<AuditEntry>) => setHistoryTrucks(historyTruckIds(entries)),
    [],
  );
  const truckNumbers = useTruckNumbers(historyTrucks.filter((t) => t !== saved?.truckId));
  const names = useMemo(
    () => ({
      truck: { ...truckNumbers, ...(saved && { [saved.truckId]: saved.truckNumber }) },
      driver: {
        ...driverNames,
        ...(saved?.driverId != null && saved.driverName !== null && { [saved.driverId]: saved.driverName }),
      },
    }),
    [truckNumbers, driverNames, saved],
  );
  const at = useWatch({ control, name: 'at' });
  const typedAt = instantOf(at);
  const closedQuarter = useClosedQuarters([
    ...(saved ? [saved.at] : []),
    ...(isInstant(typedAt) ? [typedAt] : []),
  ]);
  const closed =
    (saved && closedQuarter(saved.at)) ?? (isInstant(typedAt) ? closedQuarter(typedAt) : undefined);
  // The purchase's truck by the name its answer gives, wherever it is in the fleet (or retired).
  const truck: UnitOption | undefined = saved && {
    unitType: 'truck',
    unitId: saved.truckId,
    label: saved.truckNumber,
    number: saved.truckNumber,
  };

  const submit = handleSubmit(async (typed) => {
    if (!saved) return;
    try {
      const answer = await update.mutateAsync({ id, body: bodyOf(typed, at, saved), etag: version.etag });
      showSuccess(answer.body.message);
      onClose();
    } catch (error) {
      if (version.catchStale(error)) return;
      if (!showFieldErrors(error, setError)) showError(getErrorMessage(error));
    }
  });

  return (
    <ModalForm
      opened
      onClose={onClose}
      title="Edit purchase"
      subtitle={
        saved ? `Bought ${formatDateTime(saved.at)}, ${SOURCE_TEXT[saved.source]}.` : 'Reading the purchase…'
      }
      onSubmit={submit}
      submitting={update.isPending}
      saveDisabled={!saved}
      stale={version.stale}
      size={seesHistory ? 'xl' : 'lg'}
      after={
        <RecordHistory entityType="fuelPurchase" entityId={id} inDialog names={names} onEntries={onEntries} />
      }
    >
      {query.error && !saved ? (
        <Alert color="red" variant="light">
          {getErrorMessage(query.error)}
        </Alert>
      ) : null}
      {!saved && !query.error ? <Loader size="sm" aria-label="Loading the purchase" /> : null}
      {closed ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {fuelMessages.closedQuarter(closed.year, closed.quarter)}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PurchaseFields control={control} truck={truck} />
      </SimpleGrid>
    </ModalForm>
  );
}
