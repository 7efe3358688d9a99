import type Big from 'big.js';
import { DAY, HOUR } from '../clock';
import type { Market } from '../market/market';
import { big, roundDown, text } from '../money';
import type { Rng } from '../random';
import type { CustomerRecord, PortfolioRecord } from '../state';
import { ltvAt } from './report';

/** How far ahead a margin-watch portfolio is made to cross its smLtv (it crosses within this window for every seed). */
export const CROSSING_WINDOWS_DAYS = [14, 30, 90, 180] as const;

// Large enough that rounding values to cents does not disturb the measured LTV.
const PROBE_PRINCIPAL = '1000000';

interface Draft {
  readonly customer: CustomerRecord;
  readonly side: PortfolioRecord['side'];
  readonly smLtv: string;
  readonly hmLtv: string;
  readonly loanAsset: string;
  readonly rate: string;
  readonly collaterals: readonly { assetSymbol: string; amount: string }[];
  /** Where the current LTV should sit at the anchor. */
  readonly aim: 'cross-sm' | 'near-hm' | { ltv: string };
}

function portfolio(draft: Draft, id: string, anchor: number, rng: Rng, principal: string): PortfolioRecord {
  const startedAt = anchor - rng.int(60, 200) * DAY;
  return {
    portfolioId: id,
    customer: draft.customer.customerNumber,
    side: draft.side,
    valueCurrency: draft.customer.referenceCurrency,
    serviceFee: draft.side === 'Borrow' ? '0.005' : '0.0025',
    smLtv: draft.smLtv,
    hmLtv: draft.hmLtv,
    loans: [
      {
        loanId: `L-${id}-1`,
        assetSymbol: draft.loanAsset,
        amount: principal,
        interestRate: draft.rate,
        startedAt,
        maturesAt: startedAt + 365 * DAY,
      },
    ],
    collaterals: draft.collaterals.map((item) => ({ ...item })),
  };
}

/**
 * Sizes the loan so the LTV sits where the draft aims: just below smLtv with
 * the collateral's own future price path carrying it above within a window
 * (found by sampling the deterministic model), near hmLtv, or at a given LTV.
 */
function principalFor(market: Market, draft: Draft, probe: PortfolioRecord, anchor: number): string {
  // LTV is proportional to the principal, so measure it for the probe's principal and scale.
  const unit = (t: number) => ltvAt(market, probe, t);
  const now = unit(anchor);
  let target: Big;
  if (draft.aim === 'near-hm') {
    target = big(draft.hmLtv).minus('0.015');
  } else if (draft.aim === 'cross-sm') {
    let peak = now;
    for (const days of CROSSING_WINDOWS_DAYS) {
      for (let t = anchor + 6 * HOUR; t <= anchor + days * DAY; t += 6 * HOUR) {
        const value = unit(t);
        if (value.gt(peak)) peak = value;
      }
      if (peak.div(now).gt('1.02')) break;
    }
    // Between today's LTV and the coming peak (geometric mean of the ratio): below smLtv now, above it at the peak.
    const ratio = Math.sqrt(Number(peak.div(now).toString()));
    target = big(draft.smLtv).div(ratio.toFixed(8));
  } else {
    target = big(draft.aim.ltv);
  }
  return text(roundDown(target.div(now).times(PROBE_PRINCIPAL), 2));
}

/** Borrower and lender portfolios for the first, second and fourth customers. */
export function generatePortfolios(
  rng: Rng,
  market: Market,
  customers: readonly CustomerRecord[],
  anchor: number,
): PortfolioRecord[] {
  const [first, second, , fourth] = customers;
  const drafts: Draft[] = [];
  if (first) {
    drafts.push(
      {
        customer: first,
        side: 'Borrow',
        smLtv: '0.7',
        hmLtv: '0.8',
        loanAsset: first.referenceCurrency,
        rate: '0.065',
        collaterals: [
          { assetSymbol: 'BTC', amount: '18.5' },
          { assetSymbol: 'ETH', amount: '140' },
        ],
        aim: 'cross-sm',
      },
      {
        customer: first,
        side: 'Borrow',
        smLtv: '0.65',
        hmLtv: '0.75',
        loanAsset: 'USD',
        rate: '0.072',
        collaterals: [{ assetSymbol: 'ETH', amount: '420' }],
        aim: 'near-hm',
      },
    );
  }
  if (second) {
    drafts.push(
      {
        customer: second,
        side: 'Borrow',
        smLtv: '0.6',
        hmLtv: '0.7',
        loanAsset: second.referenceCurrency,
        rate: '0.058',
        collaterals: [
          { assetSymbol: 'BTC', amount: '6.25' },
          { assetSymbol: 'SOL', amount: '3200' },
        ],
        aim: { ltv: '0.42' },
      },
      {
        customer: second,
        side: 'Lend',
        smLtv: '0.75',
        hmLtv: '0.85',
        loanAsset: 'BTC',
        rate: '0.031',
        collaterals: [{ assetSymbol: 'USD', amount: '2600000' }],
        aim: { ltv: '0.55' },
      },
    );
  }
  if (fourth) {
    drafts.push({
      customer: fourth,
      side: 'Lend',
      smLtv: '0.7',
      hmLtv: '0.8',
      loanAsset: 'USD',
      rate: '0.045',
      collaterals: [{ assetSymbol: 'BTC', amount: '45' }],
      aim: { ltv: '0.5' },
    });
  }
  return buildPortfolios(rng, market, drafts, anchor);
}

/** Borrow portfolios of office customers (world/office.ts): just below the margin call, or close to liquidation. */
export function officePortfolios(
  rng: Rng,
  market: Market,
  customers: readonly { record: CustomerRecord; loan: 'near-margin-call' | 'near-liquidation' | null; size: number }[],
  anchor: number,
): PortfolioRecord[] {
  const drafts: Draft[] = customers.flatMap(({ record, loan, size }): Draft[] => {
    if (loan === null) return [];
    // Collateral in whole units, at least one, as the customer's size allows.
    const btc = String(Math.max(1, Math.round(10 * size)));
    const aim: Draft['aim'] = loan === 'near-liquidation' ? 'near-hm' : { ltv: '0.68' };
    return [
      {
        customer: record,
        side: 'Borrow',
        smLtv: '0.7',
        hmLtv: '0.8',
        loanAsset: record.referenceCurrency,
        rate: '0.06',
        collaterals: [{ assetSymbol: 'BTC', amount: btc }],
        aim,
      },
    ];
  });
  return buildPortfolios(rng, market, drafts, anchor);
}

function buildPortfolios(rng: Rng, market: Market, drafts: readonly Draft[], anchor: number): PortfolioRecord[] {
  return drafts.map((draft, index) => {
    const id = `${draft.side === 'Borrow' ? 'B' : 'L'}${String(draft.customer.customerNumber)}${String(index + 1).padStart(2, '0')}`;
    const probe = portfolio(draft, id, anchor, rng, PROBE_PRINCIPAL);
    const principal = principalFor(market, draft, probe, anchor);
    return { ...probe, loans: probe.loans.map((loan) => ({ ...loan, amount: principal })) };
  });
}
