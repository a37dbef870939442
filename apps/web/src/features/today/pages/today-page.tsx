import { queueCountText } from '@fletx/contract/dispatch';
import { can, type Permission } from '@fletx/contract/roles';
import { TODAY_QUEUE_DAYS, type TodaySummary } from '@fletx/contract/today';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconCash,
  IconCertificate,
  IconChecklist,
  IconFileImport,
  IconFileInvoice,
  IconReportAnalytics,
  IconTool,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageCard } from '../../../components/cards/page-card';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { QueryContent } from '../../../components/layouts/query-content';
import { paths } from '../../../config/paths';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useToday } from '../api/today';

/** One figure of an area: how many, what they are, and the list that shows them (with its filter). */
type Figure = {
  count: number;
  /** How the count reads, when not as a number ("500+": a list's limit reached). */
  shown?: string;
  label: string;
  /** Red while above 0: late, failed, expired, overdue. */
  urgent?: boolean;
  to: string;
  /** A sum beside the count (the overdue invoices' balance). */
  amount?: number;
};

type Area = {
  title: string;
  icon: TablerIcon;
  /** Who sees it (undefined: everyone who sees the screen). */
  permission?: Permission;
  figures: Figure[];
  /** The area's list, when nothing waits there. */
  home: { label: string; to: string };
};

const reports = (status: number) => `${paths.app.reports.getHref()}?status=${status}`;
const invoices = (status: string) => `${paths.app.invoices.getHref()}?status=${status}`;
const schedules = (state: string) => `${paths.app.maintenance.getHref()}?state=${state}`;
const complianceIn = (state: string) => `${paths.app.compliance.getHref()}?state=${state}`;
const drafts = (status: string) => `${paths.app.rateConfirmations.getHref()}?status=${status}`;
/** The Settlements screen with the filter Today counts by: unpaid, of the weeks ended. */
const settlementsToPay = `${paths.app.settlements.getHref()}?period=ended&status=unpaid`;

/** The screen's areas, in the order a day's work meets them: in, planned, on the road, delivered, paid. */
function areasOf(t: TodaySummary): Area[] {
  const compliance = paths.app.compliance.getHref();
  const areas: Area[] = [
    {
      title: 'Rate confirmations',
      icon: IconFileImport,
      permission: 'operate',
      figures: [
        {
          count: t.rateConfirmations.toReview,
          label: 'read, to review and turn into loads',
          to: drafts('parsed'),
        },
        { count: t.rateConfirmations.failed, label: 'could not be read', urgent: true, to: drafts('failed') },
      ],
      home: { label: 'Rate confirmations', to: paths.app.rateConfirmations.getHref() },
    },
    {
      title: 'Dispatch',
      icon: IconTruckDelivery,
      permission: 'operate',
      figures: [
        {
          count: t.dispatch.unassigned,
          shown: queueCountText(t.dispatch.unassigned),
          label: `without a driver, picking up within ${TODAY_QUEUE_DAYS} days`,
          to: paths.app.dispatch.getHref(),
        },
      ],
      home: { label: 'Dispatch board', to: paths.app.dispatch.getHref() },
    },
    {
      title: 'Driver reports',
      icon: IconReportAnalytics,
      figures: [
        { count: t.reports.pending, label: 'pending: nobody has answered yet', urgent: true, to: reports(1) },
        { count: t.reports.inProgress, label: 'in progress', to: reports(2) },
      ],
      home: { label: 'Reports', to: paths.app.reports.getHref() },
    },
    {
      title: 'Delivery approval',
      icon: IconChecklist,
      permission: 'approveDeliveries',
      figures: [
        {
          count: t.deliveries.toApprove,
          label: 'ended loads to approve',
          to: paths.app.deliveryApproval.getHref(),
        },
      ],
      home: { label: 'Delivery approval', to: paths.app.deliveryApproval.getHref() },
    },
    {
      title: 'Compliance',
      icon: IconCertificate,
      figures: [
        { count: t.compliance.expired, label: 'expired', urgent: true, to: complianceIn('expired') },
        { count: t.compliance.missing, label: 'missing', urgent: true, to: complianceIn('missing') },
        {
          count: t.compliance.expiringIn30,
          label: 'expiring within 30 days',
          to: `${complianceIn('expiring')}&within=30`,
        },
      ],
      home: { label: 'Compliance', to: compliance },
    },
    {
      title: 'Maintenance',
      icon: IconTool,
      permission: 'operate',
      figures: [
        { count: t.maintenance.overdue, label: 'overdue', urgent: true, to: schedules('overdue') },
        { count: t.maintenance.dueSoon, label: 'due soon', to: schedules('due_soon') },
      ],
      home: { label: 'Maintenance', to: paths.app.maintenance.getHref() },
    },
  ];
  if (t.invoices)
    areas.push({
      title: 'Invoices',
      icon: IconFileInvoice,
      permission: 'manageInvoices',
      figures: [
        { count: t.invoices.drafts, label: 'drafts to send', to: invoices('draft') },
        {
          count: t.invoices.overdue,
          label: 'overdue',
          urgent: true,
          amount: t.invoices.overdueBalance,
          to: invoices('overdue'),
        },
      ],
      home: { label: 'Invoices', to: paths.app.invoices.getHref() },
    });
  if (t.settlements)
    areas.push({
      title: 'Driver pay',
      icon: IconCash,
      permission: 'manageSettlements',
      figures: [
        {
          count: t.settlements.toPay,
          label: 'weekly settlements of weeks ended, to pay',
          to: settlementsToPay,
        },
      ],
      home: { label: 'Settlements', to: paths.app.settlements.getHref() },
    });
  return areas;
}

function FigureLine({ figure }: { figure: Figure }) {
  const hot = figure.urgent && figure.count > 0;
  return (
    <Anchor component={Link} to={figure.to} underline="hover" c="inherit" data-testid="today-figure">
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text fz={22} fw={700} lh={1.2} miw={40} ta="right" c={hot ? 'red.7' : undefined}>
          {figure.shown ?? formatCount(figure.count)}
        </Text>
        <Text size="sm" c={hot ? 'red.7' : undefined}>
          {figure.label}
          {figure.amount !== undefined && figure.count > 0 ? ` · ${formatMoney(figure.amount)} due` : ''}
        </Text>
      </Group>
    </Anchor>
  );
}

function AreaCard({ area }: { area: Area }) {
  const waiting = area.figures.filter((f) => f.count > 0);
  const Icon = area.icon;
  return (
    <PageCard
      title={
        <Group gap="xs" component="span">
          <ThemeIcon
            variant="light"
            size={28}
            radius="md"
            color={waiting.some((f) => f.urgent) ? 'red' : 'indigo'}
          >
            <Icon size={16} aria-hidden />
          </ThemeIcon>
          <span>{area.title}</span>
        </Group>
      }
    >
      <Stack gap={6}>
        {waiting.length === 0 ? (
          <Text size="sm" c="green.8">
            Nothing waiting.
          </Text>
        ) : (
          waiting.map((figure) => <FigureLine key={figure.label} figure={figure} />)
        )}
        <Group justify="flex-end">
          <Button
            component={Link}
            to={area.home.to}
            variant="subtle"
            size="compact-sm"
            rightSection={<IconArrowRight size={14} aria-hidden />}
          >
            {area.home.label}
          </Button>
        </Group>
      </Stack>
    </PageCard>
  );
}

/** /fletx/today (docs/product.md "Today"): what waits on the office now, each figure linking to its list. */
export function TodayPage() {
  const today = useToday();
  const { user } = useSession();
  return (
    <ContentLayout title="Today">
      <QueryContent query={today}>
        {(summary) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              As of {formatDateTime(summary.asOf)}. Loads, driver reports, rate confirmations and compliance
              refresh it as they change; the rest is read again every minute.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
              {areasOf(summary)
                .filter((area) => area.permission === undefined || can(user?.role, area.permission))
                .map((area) => (
                  <AreaCard key={area.title} area={area} />
                ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryContent>
    </ContentLayout>
  );
}
