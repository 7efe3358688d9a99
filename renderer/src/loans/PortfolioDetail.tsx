import { useState } from 'react';
import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { formatDate, formatDateTime } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { assetPlaces } from '../../../shared/format/precision';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { cushion, percent, points, stateLabel, statePill } from './format';
import { LtvGauge } from './Gauge';
import { HistoryChart } from './HistoryChart';
import { selectPortfolio, snoozePortfolio } from './store';
import { WhatIf } from './WhatIf';
import { TablePanel } from '../ui/TablePanel';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { IpcError } from '../../../shared/ipc/result';

const SNOOZES: readonly { minutes: number; label: MessageKey }[] = [
  { minutes: 15, label: 'loans.snooze.quarterHour' },
  { minutes: 60, label: 'loans.snooze.hour' },
  { minutes: 240, label: 'loans.snooze.fourHours' },
  { minutes: 1440, label: 'loans.snooze.day' },
];

/** One portfolio: gauge, distances and drops, loans and collaterals, what-if, LTV history, snooze. */
export function PortfolioDetail(props: { status: PortfolioStatus; warnMargin: string }): React.JSX.Element {
  const t = useT();
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
            {t('loans.detail.title', { portfolio: status.portfolioId })}
            <span className="muted">
              {' '}
              · {status.customerName ?? t('loans.customer')} <span className="num">{status.customer}</span>
            </span>
          </h2>
          <span className={statePill(status.state)}>{stateLabel(status.state)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('loans.detail.close')}
            onClick={() => selectPortfolio(null)}
          >
            ×
          </button>
        </header>
        <div className="loan-detail-top">
          <LtvGauge
            currentLtv={metrics.currentLtv}
            smLtv={metrics.smLtv}
            hmLtv={metrics.hmLtv}
            warnMargin={props.warnMargin}
          />
          <dl className="loan-facts loan-facts-grid">
            <dt>{t('loans.detail.currentLtv')}</dt>
            <dd className="num is-strong">{percent(metrics.currentLtv)}</dd>
            <dt>{t('loans.detail.marginCallLtv')}</dt>
            <dd className="num">{percent(metrics.smLtv)}</dd>
            <dt>{t('loans.detail.liquidationLtv')}</dt>
            <dd className="num">{percent(metrics.hmLtv)}</dd>
            <dt>{t('loans.detail.toMarginCall')}</dt>
            <dd className="num">{points(metrics.ltvToMarginCall)}</dd>
            <dt>{t('loans.detail.toLiquidation')}</dt>
            <dd className="num">{points(metrics.ltvToLiquidation)}</dd>
            <dt>{t('loans.detail.dropToMarginCall')}</dt>
            <dd className="num">{cushion(metrics.dropToMarginCall)}</dd>
            <dt>{t('loans.detail.dropToLiquidation')}</dt>
            <dd className="num">{cushion(metrics.dropToLiquidation)}</dd>
            <dt>{t('loans.detail.collateralization')}</dt>
            <dd className="num">{percent(report.collateralization)}</dd>
            <dt>{t('loans.detail.serviceFee')}</dt>
            <dd className="num">{percent(report.serviceFee)}</dd>
            <dt>{t('loans.detail.checked')}</dt>
            <dd className="num">{formatDateTime(status.sampledAt)}</dd>
          </dl>
          <div className="loan-snooze" role="group" aria-label={t('loans.detail.snoozeGroup')}>
            <span className="muted">
              {status.snoozedUntil
                ? t('loans.detail.snoozedUntil', { time: formatDateTime(status.snoozedUntil) })
                : t('loans.detail.snoozePrompt')}
            </span>
            {status.snoozedUntil ? (
              <button type="button" className="button button-small" onClick={() => void snooze(0)}>
                {t('loans.detail.wake')}
              </button>
            ) : (
              SNOOZES.map((option) => (
                <button
                  key={option.minutes}
                  type="button"
                  className="button button-small"
                  onClick={() => void snooze(option.minutes)}
                >
                  {t(option.label)}
                </button>
              ))
            )}
            {snoozeError ? <ErrorNotice error={snoozeError} title={t('loans.detail.notSnoozed')} inline /> : null}
          </div>
        </div>
      </section>
      <TablePanel id="loans-table-title" title={t('loans.detail.loans')}>
        <thead>
          <tr>
            <th>{t('loans.detail.asset')}</th>
            <th className="num">{t('loans.detail.amount')}</th>
            <th className="num">{t('loans.detail.value')}</th>
            <th className="num">{t('loans.detail.interest')}</th>
            <th className="num">{t('loans.detail.accruedInterest')}</th>
            <th>{t('loans.detail.start')}</th>
            <th>{t('loans.detail.maturity')}</th>
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
              <td className="num">{loan.maturityDate ? formatDate(loan.maturityDate) : t('loans.detail.open')}</td>
            </tr>
          ))}
        </tbody>
      </TablePanel>
      <TablePanel id="collaterals-title" title={t('loans.detail.collateral')}>
        <thead>
          <tr>
            <th>{t('loans.detail.asset')}</th>
            <th className="num">{t('loans.detail.amount')}</th>
            <th className="num">{t('loans.detail.price')}</th>
            <th className="num">{t('loans.detail.value')}</th>
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
