import type { TradingOrder } from '../../shared/api/schemas/orders';
import type { Decimal } from '../../shared/wire/decimal';
import { installDom } from './blotter-dom';
import { formatMicros, type BenchReport } from './report';

/** What the bench passes to BlotterTable (renderer/src/trading/BlotterTable.tsx). */
interface BlotterProps {
  context: { profileId: string; revision: number; customer: string };
  count: number;
  pages: Record<number, TradingOrder[]>;
  onRange: (first: number, last: number) => void;
  onOpen: (order: TradingOrder) => void;
}

/** The little of the DOM the bench touches (typed here: the bench compiles without DOM types). */
interface MiniElement {
  appendChild(child: MiniElement): void;
  remove(): void;
  querySelectorAll(selector: string): { length: number };
}
interface MiniDocument {
  createElement(tag: string): MiniElement;
  body: MiniElement;
}

const ROUNDS = 20;

/**
 * CPU time this process spent, in ms. Wall time on a shared, overloaded
 * machine mostly measures the neighbours; both sides of the ratio are
 * single-threaded JavaScript work, which CPU time counts exactly.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
const WARMUP = 4;

function order(orderId: number): TradingOrder {
  const d = (text: string): Decimal => text as Decimal;
  return {
    account: 1001,
    clientOrderId: `svco-${orderId}`,
    orderId,
    side: orderId % 2 === 0 ? 'Buy' : 'Sell',
    orderType: 'Limit',
    symbol: 'BTC',
    currency: 'CHF',
    quantity: d('0.12345678'),
    price: d('57010.30'),
    timeInForce: 'GoodTillCancel',
    transactionTime: '2026-11-25T10:00:00Z',
    createdAt: '2026-11-25T10:00:00Z',
    status: orderId % 3 === 0 ? 'Filled' : 'New',
    cumulativeQuantity: d('0'),
    leavesQuantity: d('0.12345678'),
  };
}

/**
 * Blotter first paint: mounting the order table with its first page held
 * until the rows are in the DOM, with 100,000 orders in the list versus 100.
 * Virtualization must make the list size irrelevant (target ratio <= 1.3).
 * Measured in happy-dom (no layout: the table paints its default viewport).
 */
export async function run(): Promise<BenchReport[]> {
  const uninstall = installDom();
  // The production build of React, as the app ships it (development checks would dominate the timing).
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    const react = await import('react');
    const { createElement } = react;
    // tsx compiles .tsx with the root tsconfig, which (a solution file) names no JSX runtime, so it emits
    // classic React.createElement calls: give them the React the app renders with.
    (globalThis as { React?: unknown }).React = react;
    const { createRoot } = await import('react-dom/client');
    const { flushSync } = await import('react-dom');
    // A computed specifier: the bench typechecks as Node code (no DOM types), the table is renderer code.
    const tablePath = '../../renderer/src/trading/BlotterTable.tsx';
    const { BlotterTable } = (await import(tablePath)) as { BlotterTable: (props: BlotterProps) => unknown };
    const document = (globalThis as unknown as { document: MiniDocument }).document;
    const context = { profileId: '11111111-1111-4111-8111-111111111111', revision: 0, customer: '100101' };
    const pages = { 1: Array.from({ length: 100 }, (_, index) => order(index + 1)) };

    const paint = (count: number): number => {
      const host = document.createElement('div');
      document.body.appendChild(host);
      const root = createRoot(host as unknown as Parameters<typeof createRoot>[0]);
      const started = cpuMs();
      flushSync(() =>
        root.render(
          createElement(BlotterTable as (props: BlotterProps) => null, {
            context,
            count,
            pages,
            onRange: () => undefined,
            onOpen: () => undefined,
          }),
        ),
      );
      const rows = host.querySelectorAll('.blotter-body .blotter-row').length;
      const elapsed = cpuMs() - started;
      if (rows === 0) throw new Error(`the blotter painted no rows for ${count} orders`);
      root.unmount();
      host.remove();
      return elapsed;
    };

    const samples: Record<'small' | 'large', number[]> = { small: [], large: [] };
    for (let round = 0; round < ROUNDS + WARMUP; round += 1) {
      // Interleaved so drift on a shared machine hits both sides alike.
      const small = paint(100);
      const large = paint(100_000);
      if (round >= WARMUP) {
        samples.small.push(small);
        samples.large.push(large);
      }
    }
    const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1]!;
    const small = median(samples.small);
    const large = median(samples.large);
    return [
      {
        name: 'blotter first paint, 100,000 orders (virtualized, happy-dom, CPU time)',
        measured: formatMicros(large),
        baseline: `100 orders ${formatMicros(small)}`,
        ratio: large / small,
        target: 1.3,
      },
    ];
  } finally {
    // React's scheduler may still hold a task that reads window: let it run before the DOM goes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
    uninstall();
  }
}
