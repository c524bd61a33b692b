/**
 * Exports the site's pricing-plan orders to CSV (the owner's management list, every page).
 *
 *   npx tsx src/export-orders.ts --status ACTIVE,PAUSED --plan <planId> --out orders.csv
 */
import { managementListOrders, OrderStatus, PaymentStatus, type Order } from '@frontdesk/orders';
import { enumList, flag, int, list, str, UsageError, type ScriptSpec } from './lib/args.js';
import { connectionOptions, ownerClient, resolveConnection } from './lib/client.js';
import { pickColumns, type Columns } from './lib/columns.js';
import { csvRow } from './lib/csv.js';
import { openOutput } from './lib/output.js';
import { createProgress } from './lib/progress.js';
import { runScript } from './lib/run.js';

const STATUSES = Object.values(OrderStatus);
const PAYMENT_STATUSES = Object.values(PaymentStatus);

// The price of the current (or first) pricing span: what the buyer pays per cycle.
const price = (o: Order) => o.pricing?.prices?.[0]?.price;

const ORDER_COLUMNS: Columns<Order> = {
  id: (o) => o.id,
  planId: (o) => o.planId,
  planName: (o) => o.planName,
  planPrice: (o) => o.planPrice,
  buyerMemberId: (o) => o.buyer?.memberId,
  buyerContactId: (o) => o.buyer?.contactId,
  status: (o) => o.status,
  paymentStatus: (o) => o.lastPaymentStatus,
  type: (o) => o.type,
  orderMethod: (o) => o.orderMethod,
  total: (o) => price(o)?.total ?? o.priceDetails?.total,
  currency: (o) => price(o)?.currency ?? o.priceDetails?.currency,
  autoRenewCanceled: (o) => o.autoRenewCanceled,
  freeTrialDays: (o) => o.freeTrialDays,
  startDate: (o) => o.startDate,
  endDate: (o) => o.endDate,
  cancellationCause: (o) => o.cancellation?.cause,
  createdDate: (o) => o.createdDate,
  updatedDate: (o) => o.updatedDate,
};
const DEFAULT_COLUMNS = [
  'id',
  'planId',
  'planName',
  'buyerMemberId',
  'status',
  'paymentStatus',
  'total',
  'currency',
  'startDate',
  'endDate',
  'createdDate',
];

const spec: ScriptSpec = {
  name: 'export-orders',
  summary: "export the site's pricing-plan orders to CSV (all pages), newest first.",
  options: {
    status: { type: 'string', valueName: 'list', multiple: true, description: `Only orders with these statuses: ${STATUSES.join(', ')}.` },
    plan: { type: 'string', valueName: 'id', multiple: true, description: 'Only orders of these plan ids (comma-separated).' },
    'payment-status': {
      type: 'string',
      valueName: 'list',
      multiple: true,
      description: `Only orders whose last payment is: ${PAYMENT_STATUSES.join(', ')}.`,
    },
    fields: {
      type: 'string',
      valueName: 'list',
      multiple: true,
      description: `Columns, comma-separated, in order (default ${DEFAULT_COLUMNS.join(',')}). Available: ${Object.keys(ORDER_COLUMNS).join(', ')}.`,
    },
    out: { type: 'string', short: 'o', valueName: 'file', description: 'Write the CSV to this file instead of stdout.' },
    'page-size': { type: 'string', valueName: 'n', description: 'Orders per request, 1-50 (default 50).' },
    'no-header': { type: 'boolean', description: 'Leave out the header row.' },
    quiet: { type: 'boolean', short: 'q', description: 'No progress or summary on stderr.' },
    ...connectionOptions,
  },
  examples: [
    '> orders.csv',
    '--status ACTIVE,PAUSED --plan 9a1b... --out active.csv',
    '--payment-status UNPAID --fields id,buyerMemberId,planName,total',
  ],
  notes: [
    'CSV: RFC 4180 (CRLF line ends, quoted cells with commas, quotes or line breaks). Cells starting',
    "with = + - @ get a leading ' so spreadsheets do not run them as formulas. Dates are ISO-8601 UTC.",
  ],
};

runScript(spec, async ({ values, secrets }) => {
  const columns = pickColumns(ORDER_COLUMNS, list(values, 'fields'), DEFAULT_COLUMNS);
  const statuses = enumList(values, 'status', STATUSES);
  const paymentStatuses = enumList(values, 'payment-status', PAYMENT_STATUSES);
  const planIds = list(values, 'plan');
  for (const id of planIds) if (!/^[\w-]+$/.test(id)) throw new UsageError(`--plan: "${id}" is not a plan id`);
  const pageSize = int(values, 'page-size', { min: 1, max: 50 }, 50);
  const connection = resolveConnection(values);
  secrets.push(connection.apiKey);
  const client = ownerClient(connection);

  const first = await managementListOrders(client, {
    limit: pageSize,
    sorting: { fieldName: 'createdDate', order: 'DESC' },
    ...(statuses.length ? { orderStatuses: statuses } : {}),
    ...(paymentStatuses.length ? { paymentStatuses } : {}),
    ...(planIds.length ? { planIds } : {}),
  });

  const out = openOutput(str(values, 'out'));
  const progress = createProgress({ label: 'Exporting orders', total: first.totalCount, silent: flag(values, 'quiet') });
  const seen = new Set<string>();
  try {
    if (!flag(values, 'no-header')) await out.write(csvRow(columns.map(([name]) => name)));
    for await (const order of first) {
      if (seen.has(order.id)) continue; // offset paging may repeat an order created meanwhile
      seen.add(order.id);
      await out.write(csvRow(columns.map(([, read]) => read(order))));
      progress.tick();
    }
    await out.close();
  } catch (error) {
    await out.abort();
    throw error;
  }
  progress.done(`Exported ${seen.size} order${seen.size === 1 ? '' : 's'} to ${out.name}.`);
});
