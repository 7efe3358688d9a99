import { useEffect } from 'react';
import { useAssetPrecision } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { formatDecimal } from '../format/decimal';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Segmented } from '../ui/Segmented';
import { Empty, Loading } from '../ui/states';
import { PortfolioChart } from './PortfolioChart';
import { seriesSummary } from './portfolio-model';
import { PORTFOLIO_RANGES } from './ranges';
import { loadPortfolioValue, usePortfolioValue } from './store';
import { setPortfolioRange, usePortfolioRange } from './view-store';

/** The portfolio value headline and chart over the chosen range. */
export function PortfolioPanel(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const range = usePortfolioRange();
  const series = usePortfolioValue(context, range);
  const currency = series.status === 'ready' ? series.value.referenceCurrency : '';
  const precision = useAssetPrecision(currency) ?? 2;
  const summary = series.status === 'ready' ? seriesSummary(series.value) : null;

  useEffect(() => {
    void loadPortfolioValue(context, range);
  }, [context, range]);

  return (
    <section className="panel portfolio-panel" aria-labelledby="portfolio-title">
      <header className="panel-header">
        <div className="headline">
          <h2 id="portfolio-title">Portfolio value</h2>
          {summary ? (
            <div className="headline-figures" data-testid="portfolio-latest">
              <span className="headline-value num">
                <span className="currency">{currency}</span> {formatDecimal(summary.latest, { precision })}
              </span>
              <span className={`headline-change num ${summary.change.startsWith('-') ? 'negative' : 'positive'}`}>
                {formatDecimal(summary.change, { precision, signed: true })}
                {summary.percent !== null ? ` (${formatDecimal(summary.percent, { precision: 2, signed: true })} %)` : ''}
                <span className="muted"> {range}</span>
              </span>
            </div>
          ) : null}
        </div>
        <Segmented label="Chart range" options={PORTFOLIO_RANGES} value={range} onChange={setPortfolioRange} />
      </header>
      <div className="chart-body">
        {series.status === 'loading' ? (
          <Loading label="Loading portfolio value…" />
        ) : series.status === 'error' ? (
          <ErrorNotice error={series.error} title="The portfolio value could not be loaded" onRetry={() => void loadPortfolioValue(context, range)} />
        ) : series.value.points.length === 0 ? (
          <Empty title="No portfolio value recorded in this range" />
        ) : (
          <PortfolioChart series={series.value} />
        )}
      </div>
    </section>
  );
}
