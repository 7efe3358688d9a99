import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { sumDecimals } from '../../../shared/loans';
import { formatDateMinute } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { assetPlaces } from '../../../shared/format/precision';
import { useT } from '../i18n/store';
import { cushion, heldNote, percent, points, stateLabel, statePill } from './format';
import { LtvGauge } from './Gauge';
import { selectPortfolio, useSelectedPortfolioKey } from './store';

/** Every watched borrow portfolio as a card with its gauge; worst first. Enter or click opens the detail. */
export function PortfolioList(props: {
  portfolios: readonly PortfolioStatus[];
  warnMargin: string;
  band: string;
}): React.JSX.Element {
  const t = useT();
  const selected = useSelectedPortfolioKey();
  return (
    <ul className="loan-cards" aria-label={t('loans.list.label')}>
      {props.portfolios.map((status) => (
        <li key={status.key}>
          <button
            type="button"
            className={`loan-card loan-card-${status.state}${selected === status.key ? ' is-selected' : ''}`}
            aria-pressed={selected === status.key}
            onClick={() => selectPortfolio(selected === status.key ? null : status.key)}
            data-testid={`loan-card-${status.portfolioId}`}
          >
            <span className="loan-card-head">
              <span className="loan-card-title">
                <span className="num">{status.portfolioId}</span>
                <span className="muted truncate">
                  {status.customerName ?? t('loans.customer')} · <span className="num">{status.customer}</span>
                  {status.profileName ? ` · ${status.profileName}` : ''}
                </span>
              </span>
              <span className="loan-card-state">
                <span className={statePill(status.state)}>{stateLabel(status.state)}</span>
                {heldNote(status.state, status.metrics.state, props.band) ? (
                  <span className="loan-held">{heldNote(status.state, status.metrics.state, props.band)}</span>
                ) : null}
              </span>
            </span>
            <LtvGauge
              currentLtv={status.metrics.currentLtv}
              smLtv={status.metrics.smLtv}
              hmLtv={status.metrics.hmLtv}
              warnMargin={props.warnMargin}
              compact
            />
            <span className="loan-card-figures">
              <Figure label="LTV" value={percent(status.metrics.currentLtv)} strong />
              <Figure
                label={t('loans.list.toMarginCall')}
                title={t('loans.list.toMarginCallTitle')}
                value={points(status.metrics.ltvToMarginCall)}
              />
              <Figure
                label={t('loans.list.toLiquidation')}
                title={t('loans.list.toLiquidationTitle')}
                value={points(status.metrics.ltvToLiquidation)}
              />
              <Figure
                label={t('loans.list.dropToMarginCall')}
                title={t('loans.list.dropToMarginCallTitle')}
                value={cushion(status.metrics.dropToMarginCall)}
              />
              <Figure
                label={t('loans.list.dropToLiquidation')}
                title={t('loans.list.dropToLiquidationTitle')}
                value={cushion(status.metrics.dropToLiquidation)}
              />
              <Figure
                label={t('loans.list.collateralization')}
                title={t('loans.list.collateralizationTitle')}
                value={percent(status.report.collateralization)}
              />
              <Figure
                label={t('loans.list.fee')}
                title={t('loans.list.feeTitle')}
                value={percent(status.report.serviceFee)}
              />
              <Figure
                label={t('loans.list.loans')}
                value={`${status.report.loans[0]?.valueCurrency ?? ''} ${formatDecimal(sumDecimals(status.report.loans.map((loan) => loan.value)), { precision: assetPlaces(status.report.loans[0]?.valueCurrency) ?? 2 })}`}
              />
            </span>
            {status.lastError ? (
              <span className="loan-card-error">{t('loans.list.notRefreshed', { error: status.lastError })}</span>
            ) : null}
            {status.snoozedUntil ? (
              <span className="loan-card-snoozed muted">
                {t('loans.list.snoozedUntil', { time: formatDateMinute(status.snoozedUntil) })}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Figure(props: { label: string; value: string; strong?: boolean; title?: string }): React.JSX.Element {
  return (
    <span className="loan-figure" title={props.title}>
      <span className="loan-figure-label">{props.label}</span>
      <span className={props.strong ? 'num loan-figure-value is-strong' : 'num loan-figure-value'}>{props.value}</span>
    </span>
  );
}
