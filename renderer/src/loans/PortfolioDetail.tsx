import { useState } from 'react';
import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { formatDate, formatDateTime } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { assetPlaces } from '../../../shared/format/precision';
import { cushion, percent, points, STATE_LABELS, statePill } from './format';
import { LtvGauge } from './Gauge';
import { HistoryChart } from './HistoryChart';
import { selectPortfolio, snoozePortfolio } from './store';
import { WhatIf } from './WhatIf';
import { TablePanel } from '../ui/TablePanel';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { IpcError } from '../../../shared/ipc/result';

const SNOOZES = [
  { minutes: 15, label: '15 min' },
  { minutes: 60, label: '1 hour' },
  { minutes: 240, label: '4 hours' },
  { minutes: 1440, label: '1 day' },
];

/** One portfolio: gauge, distances and drops, loans and collaterals, what-if, LTV history, snooze. */
export function PortfolioDetail(props: { status: PortfolioStatus; warnMargin: string }): React.JSX.Element {
  const { status } = props;
  const { report, metrics } = status;
  const [snoozeError, setSnoozeError] = useState<IpcError | null>(null);
  const snooze = async (minutes: number) => {
    const result = await snoozePortfolio(status, minutes);
    setSnoozeError(result.ok ? null : result.error);
  };
  return (
    // Escape closes the detail, as it closes the app's other drawers.
    <div
      className="loan-detail"
      aria-labelledby="loan-detail-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') selectPortfolio(null);
      }}
    >
      <section className="panel">
        <header className="panel-header">
          <h2 id="loan-detail-title">
            Portfolio <span className="num">{status.portfolioId}</span>
            <span className="muted"> · {status.customerName ?? 'Customer'} <span className="num">{status.customer}</span></span>
          </h2>
          <span className={statePill(status.state)}>{STATE_LABELS[status.state]}</span>
          <button type="button" className="icon-button" aria-label="Close portfolio detail" onClick={() => selectPortfolio(null)}>
            ×
          </button>
        </header>
        <div className="loan-detail-top">
          <LtvGauge currentLtv={metrics.currentLtv} smLtv={metrics.smLtv} hmLtv={metrics.hmLtv} warnMargin={props.warnMargin} />
          <dl className="loan-facts loan-facts-grid">
            <dt>Current LTV</dt>
            <dd className="num is-strong">{percent(metrics.currentLtv)}</dd>
            <dt>Margin call LTV</dt>
            <dd className="num">{percent(metrics.smLtv)}</dd>
            <dt>Liquidation LTV</dt>
            <dd className="num">{percent(metrics.hmLtv)}</dd>
            <dt>To margin call</dt>
            <dd className="num">{points(metrics.ltvToMarginCall)}</dd>
            <dt>To liquidation</dt>
            <dd className="num">{points(metrics.ltvToLiquidation)}</dd>
            <dt>Price drop to margin call</dt>
            <dd className="num">{cushion(metrics.dropToMarginCall)}</dd>
            <dt>Price drop to liquidation</dt>
            <dd className="num">{cushion(metrics.dropToLiquidation)}</dd>
            <dt>Collateralization</dt>
            <dd className="num">{percent(report.collateralization)}</dd>
            <dt>Service fee</dt>
            <dd className="num">{percent(report.serviceFee)}</dd>
            <dt>Checked</dt>
            <dd className="num">{formatDateTime(status.sampledAt)}</dd>
          </dl>
          <div className="loan-snooze" role="group" aria-label="Snooze alerts">
            <span className="muted">{status.snoozedUntil ? `Alerts snoozed until ${formatDateTime(status.snoozedUntil)} (a worse state still alerts)` : 'Snooze alerts:'}</span>
            {status.snoozedUntil ? (
              <button type="button" className="button button-small" onClick={() => void snooze(0)}>
                Wake
              </button>
            ) : (
              SNOOZES.map((option) => (
                <button key={option.minutes} type="button" className="button button-small" onClick={() => void snooze(option.minutes)}>
                  {option.label}
                </button>
              ))
            )}
            {snoozeError ? <ErrorNotice error={snoozeError} title="Not snoozed:" inline /> : null}
          </div>
        </div>
      </section>
      <TablePanel id="loans-table-title" title="Loans">
        <thead>
          <tr>
            <th>Asset</th>
            <th className="num">Amount</th>
            <th className="num">Value</th>
            <th className="num">Interest p.a.</th>
            <th className="num">Accrued interest</th>
            <th>Start</th>
            <th>Maturity</th>
          </tr>
        </thead>
        <tbody>
          {report.loans.map((loan) => (
            <tr key={loan.loanId}>
              <td className="asset-cell">{loan.assetSymbol}</td>
              <td className="num">{formatDecimal(loan.amount)}</td>
              <td className="num">
                {loan.valueCurrency} {formatDecimal(loan.value, { precision: assetPlaces(loan.valueCurrency) ?? 2 })}
              </td>
              <td className="num">{percent(loan.interestRate)}</td>
              <td className="num">{formatDecimal(loan.accruedInterest)}</td>
              <td className="num">{formatDate(loan.startDate)}</td>
              <td className="num">{loan.maturityDate ? formatDate(loan.maturityDate) : 'open'}</td>
            </tr>
          ))}
        </tbody>
      </TablePanel>
      <TablePanel id="collaterals-title" title="Collateral">
        <thead>
          <tr>
            <th>Asset</th>
            <th className="num">Amount</th>
            <th className="num">Price</th>
            <th className="num">Value</th>
          </tr>
        </thead>
        <tbody>
          {report.collaterals.map((item) => (
            <tr key={item.assetSymbol}>
              <td className="asset-cell">{item.assetSymbol}</td>
              <td className="num">{formatDecimal(item.amount)}</td>
              <td className="num">
                {item.valueCurrency} {formatDecimal(item.price)}
              </td>
              <td className="num">
                {item.valueCurrency} {formatDecimal(item.value, { precision: assetPlaces(item.valueCurrency) ?? 2 })}
              </td>
            </tr>
          ))}
        </tbody>
      </TablePanel>
      <WhatIf key={status.key} report={report} warnMargin={props.warnMargin} />
      <HistoryChart status={status} />
    </div>
  );
}
