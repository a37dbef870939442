import type { WorkOrderLineKind, WorkOrderStatus } from '@fletx/contract/work-orders';
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  editable,
  id,
  optionalLink,
  searchOver,
  timestamptz,
  trigramIndex,
  unit,
  unitTypeCheck,
} from './columns';
import { users } from './users';

/**
 * An order's vendor and notes, lowercased and unaccented: the expression work_orders_search_trgm_idx indexes,
 * written once for the index and the list's search (a trigram index answers a LIKE only on its own expression).
 */
const orderSearchOf = (t: Record<'vendor' | 'notes', AnyPgColumn>): SQL =>
  sql`lower(unaccent_immutable(coalesce(${t.vendor}, '') || ' ' || coalesce(${t.notes}, '')))`;

/** A line's description, lowercased and unaccented (work_order_lines_search_trgm_idx). */
const lineSearchOf = searchOver('description');

/**
 * Work orders (docs/product.md "Maintenance"): a repair or service of a truck (`vehicles`) or trailer, named
 * by type and id (no foreign key: the service checks the unit). The schedules it fulfils and the defects it
 * repairs are id arrays: always read and written with their order, never searched from the other side (a
 * defect points back through its own `work_order_id`). Money in cents; downtime in hundredths of an hour.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    ...unit(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('open'),
    vendor: text('vendor'),
    odometer: integer('odometer'),
    scheduleIds: integer('schedule_ids').array().notNull().default(sql`'{}'::integer[]`),
    defectIds: integer('defect_ids').array().notNull().default(sql`'{}'::integer[]`),
    notes: text('notes'),
    downtimeHundredths: integer('downtime_hundredths'),
    totalCents: integer('total_cents').notNull(),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    startedAt: timestamptz('started_at'),
    doneAt: timestamptz('done_at'),
    doneBy: optionalLink('done_by', () => users.id),
    ...editable(),
  },
  (t) => [
    // The list newest first: all, of one unit, of one status; the costs read a unit's done orders by done_at.
    index('work_orders_created_idx').on(t.createdAt, t.id),
    index('work_orders_unit_idx').on(t.unitType, t.unitId, t.createdAt, t.id),
    index('work_orders_status_idx').on(t.status, t.createdAt, t.id),
    index('work_orders_unit_done_idx').on(t.unitType, t.unitId, t.doneAt),
    index('work_orders_done_by_idx').on(t.doneBy),
    // The list by the day opened (its sort and its period) and its search (vendor, notes).
    index('work_orders_opened_idx').on(t.openedAt, t.id),
    trigramIndex('work_orders_search_trgm_idx', orderSearchOf(t)),
    unitTypeCheck('work_orders', t),
    check('work_orders_status_check', sql`${t.status} IN ('open', 'in_progress', 'done')`),
    check('work_orders_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/** A line of a work order: quantity in hundredths, prices and total in cents (total computed once, stored). */
export const workOrderLines = pgTable(
  'work_order_lines',
  {
    id: id(),
    workOrderId: belongsTo('work_order_id', () => workOrders.id),
    position: integer('position').notNull(),
    kind: text('kind').$type<WorkOrderLineKind>().notNull(),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    index('work_order_lines_order_idx').on(t.workOrderId, t.position),
    index('work_order_lines_search_trgm_idx').using('gin', sql`(${lineSearchOf(t)}) gin_trgm_ops`),
    check('work_order_lines_kind_check', sql`${t.kind} IN ('part', 'labor', 'other')`),
    check('work_order_lines_quantity_check', sql`${t.quantityHundredths} > 0`),
    check('work_order_lines_price_check', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** What the work orders list's search matches: `${workOrderSearchDocument} LIKE <pattern>`, or a line's. */
export const workOrderSearchDocument = orderSearchOf(workOrders);
export const workOrderLineSearchDocument = lineSearchOf(workOrderLines);
