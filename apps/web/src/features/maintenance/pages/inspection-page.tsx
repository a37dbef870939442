import { INSPECTION_ITEM_LABELS, type Inspection, type InspectionDefect } from '@fletx/contract/inspections';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { DownloadButton } from '../../../components/buttons/download-button';
import { InfoField, InfoGrid } from '../../../components/cards/info-field';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { LoadedQuery } from '../../../components/layouts/query-content';
import { DataTable, type DataTableColumn } from '../../../components/table/data-table';
import { LookBadge } from '../../../components/table/look-badge';
import { paths } from '../../../config/paths';
import { downloadApiFile } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { useInspection } from '../api/inspections-api';
import {
  driverOf,
  KIND_LABEL,
  OutOfServiceBadge,
  SEVERITY_LOOK,
  unitsOf,
} from '../components/inspection-look';
import { InspectionPhotos } from '../components/inspection-photos';
import { workOrderName } from '../components/work-order-look';

type ItemRow = Inspection['items'][number];

const itemColumns: DataTableColumn<ItemRow>[] = [
  { key: 'item', header: 'Item', render: (r) => INSPECTION_ITEM_LABELS[r.item] },
  {
    key: 'ok',
    header: 'Result',
    width: 120,
    render: (r) => (
      <Badge color={r.ok ? 'green' : 'red'} variant="light">
        {r.ok ? 'OK' : 'Defective'}
      </Badge>
    ),
  },
  { key: 'note', header: 'Note', render: (r) => r.note ?? '—' },
];

/** The defects' columns; a defect's unit by its unit number, from the report. */
const defectColumns = (inspection: Inspection): DataTableColumn<InspectionDefect>[] => [
  { key: 'item', header: 'Item', render: (d) => INSPECTION_ITEM_LABELS[d.item] },
  {
    key: 'unit',
    header: 'Unit',
    render: (d) =>
      d.unitType === 'trailer'
        ? `Trailer ${inspection.trailerNumber ?? d.unitId}`
        : `Truck ${inspection.truckNumber ?? d.unitId}`,
  },
  { key: 'note', header: 'Defect', render: (d) => d.note },
  {
    key: 'severity',
    header: 'Severity',
    render: (d) => <LookBadge look={SEVERITY_LOOK[d.severity]} />,
  },
  {
    key: 'status',
    header: 'State',
    render: (d) =>
      d.status === 'repaired' ? (
        <Text size="sm">
          Repaired{d.repairedAt ? ` ${formatDateTime(d.repairedAt)}` : ''}
          {d.workOrderId === null ? '' : ` (work order ${workOrderName(d.workOrderId)})`}
        </Text>
      ) : (
        <Badge color="orange" variant="light">
          Open
        </Badge>
      ),
  },
];

function InspectionContent({ inspection }: { inspection: Inspection }) {
  return (
    <Stack gap="md">
      <PageCard
        title={
          <Group gap="sm">
            {`${KIND_LABEL[inspection.kind]} inspection`}
            <OutOfServiceBadge inspection={inspection} />
          </Group>
        }
        actions={
          <DownloadButton
            icon={IconFileDownload}
            onDownload={() =>
              downloadApiFile(`/inspections/${inspection.id}/pdf`, `dvir-${inspection.id}.pdf`)
            }
          >
            Download DVIR (PDF)
          </DownloadButton>
        }
      >
        <InfoGrid>
          <InfoField label="Time">{formatDateTime(inspection.at)}</InfoField>
          <InfoField label="Units">{unitsOf(inspection)}</InfoField>
          <InfoField label="Driver">{driverOf(inspection)}</InfoField>
          <InfoField label="Odometer">{`${inspection.odometer.toLocaleString('en-US')} mi`}</InfoField>
          <InfoField label="Signature">{inspection.signature}</InfoField>
          <InfoField label="Recorded">{formatDateTime(inspection.createdAt)}</InfoField>
        </InfoGrid>
      </PageCard>
      {/* Each table in a card under its name, as the photos are: a table alone read as part of the card above. */}
      <PageCard title="Defects">
        <DataTable
          label="Defects"
          columns={defectColumns(inspection)}
          rows={inspection.defects}
          emptyTitle="No defects"
          emptyMessage="The driver reported every item OK."
        />
      </PageCard>
      <InspectionPhotos inspection={inspection} />
      <PageCard title="Inspected items">
        <DataTable
          label="Inspected items"
          dense
          columns={itemColumns}
          rows={inspection.items}
          getRowKey={(r) => r.item}
        />
      </PageCard>
    </Stack>
  );
}

/** /fletx/inspections/:id (docs/product.md "Maintenance"): one driver's inspection report (DVIR). */
export function InspectionPage() {
  const { id: raw } = useParams();
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : undefined;
  const inspection = useInspection(id);
  return (
    <ContentLayout title="Inspection report" backTo={`${paths.app.maintenance.getHref()}?tab=inspections`}>
      <LoadedQuery
        query={inspection}
        loading="Loading the inspection report"
        failed="The inspection report could not be loaded."
      >
        {(answer) => <InspectionContent inspection={answer.data} />}
      </LoadedQuery>
    </ContentLayout>
  );
}
