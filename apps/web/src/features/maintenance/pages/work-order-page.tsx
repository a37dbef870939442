import type { WorkOrderBody, WorkOrderStatus } from '@fletx/contract/work-orders';
import { Group } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordHistory } from '../../../components/history/record-history';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ChosenRecord } from '../../../components/layouts/query-content';
import { showError, showSuccess } from '../../../components/popups/popups';
import { paths } from '../../../config/paths';
import { useIdParam } from '../../../hooks/use-id-param';
import { useRecordVersion } from '../../../hooks/use-record-version';
import { getErrorMessage } from '../../../lib/api-client';
import { useSaveWorkOrder, useWorkOrder } from '../api/work-orders-api';
import { unitName, unitOf } from '../components/unit-label';
import { type FormSetError, WorkOrderForm } from '../components/work-order-form';
import { WorkOrderStatusBadge, workOrderName } from '../components/work-order-look';
import { showRefusal } from '../components/work-order-values';

const BACK = `${paths.app.maintenance.getHref()}?tab=work-orders`;

/** The server's refusal: under the fields it names, and its message in a popup. */
const refused = (setError: FormSetError) => (error: unknown) => {
  showRefusal(error, setError);
  showError(getErrorMessage(error));
};

/** A new work order (`?unitType=truck&unitId=4` picks the unit): saved, it opens on its own page. */
function NewWorkOrder() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveWorkOrder();
  const unit = unitOf(params.get('unitType'), params.get('unitId'));
  const submit = (body: WorkOrderBody, _status: WorkOrderStatus | undefined, setError: FormSetError) =>
    save.mutate(
      { body },
      {
        onSuccess: ({ body: answer }) => {
          showSuccess(answer.message);
          navigate(paths.app.workOrder.getHref(answer.data.id), { replace: true });
        },
        onError: refused(setError),
      },
    );
  return (
    <ContentLayout title="New work order" backTo={BACK}>
      <WorkOrderForm
        unit={unit}
        submitting={save.isPending}
        onSubmit={submit}
        onCancel={() => navigate(BACK)}
      />
    </ContentLayout>
  );
}

/** An order's page: edit it with the version it was read in, move it forward; done, it is read only. */
function EditWorkOrder({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useWorkOrder(id);
  const version = useRecordVersion(query);
  const save = useSaveWorkOrder();
  const order = version.record?.body.data;
  const submit = (body: WorkOrderBody, status: WorkOrderStatus | undefined, setError: FormSetError) =>
    save.mutate(
      { id, body: { ...body, ...(status ? { status } : {}) }, etag: version.etag },
      {
        onSuccess: ({ body: answer }) => {
          showSuccess(answer.message);
          version.saved();
        },
        onError: (error) => {
          if (!version.catchStale(error)) refused(setError)(error);
        },
      },
    );
  return (
    <ContentLayout title={order ? `Work order ${workOrderName(order.id)}` : 'Work order'} backTo={BACK}>
      <ChosenRecord
        what="work order"
        chosen
        from="the Maintenance screen"
        query={{ ...query, data: version.record }}
      >
        {({ body }) => (
          <>
            <Group gap="sm" mb="sm">
              <WorkOrderStatusBadge status={body.data.status} />
              {unitName(body.data.unitType, body.data.unitNumber)}
            </Group>
            <WorkOrderForm
              key={`${version.revision}-${body.data.status}`}
              order={body.data}
              submitting={save.isPending}
              onSubmit={submit}
              onCancel={() => navigate(BACK)}
              stale={version.stale}
            />
            <RecordHistory entityType="workOrder" entityId={id} />
          </>
        )}
      </ChosenRecord>
    </ContentLayout>
  );
}

/** The work order page (docs/product.md "Maintenance"): new without `?id=`, the order's own with it. */
export function WorkOrderPage() {
  const id = useIdParam();
  return id > 0 ? <EditWorkOrder id={id} /> : <NewWorkOrder />;
}
