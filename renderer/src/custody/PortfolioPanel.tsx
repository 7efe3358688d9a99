import { Suspense, useEffect } from 'react';
import type { HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import type { Stale } from '../api/stale';
import { useStale } from '../api/stale';
import { useAssetPrecision } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Segmented } from '../ui/Segmented';
import { lazyPart } from '../ui/lazy';
import { Empty, Loading } from '../ui/states';
import { RefreshError } from './Freshness';
import type { CurrentValue } from './headline-model';
import { pointsToNow, rangeChange } from './headline-model';
import type { PortfolioRange } from '../../../shared/custody/ranges';
import { PORTFOLIO_RANGES } from '../../../shared/custody/ranges';
import { loadPortfolioValue, usePortfolioValue } from './store';
import { setPortfolioRange, usePortfolioRange } from './view-store';

/**
 * The portfolio value headline (the current valuation of the positions: the
 * same whatever range is chosen), the change over the chosen range beside
 * it, and the chart of that range ending at the headline.
 */
export function PortfolioPanel(props: { context: CustomerContext; current: CurrentValue | null }): React.JSX.Element {
  const range = usePortfolioRange();
  // One memory per range: a failed refresh of 1M keeps the 1M chart, never another range's.
  return <RangeView key={range} context={props.context} current={props.current} range={range} />;
}

function RangeView(props: { context: CustomerContext; current: CurrentValue | null; range: PortfolioRange }): React.JSX.Element {
  const { context, current, range } = props;
  const series = useStale(usePortfolioValue(context, range));
  const currency = current?.currency ?? series.value?.referenceCurrency ?? '';
  const precision = useAssetPrecision(currency) ?? 2;
  const change = series.value ? rangeChange(series.value, current) : null;
  const retry = (): void => void loadPortfolioValue(context, range);

  useEffect(() => {
    void loadPortfolioValue(context, range);
  }, [context, range]);

  return (
    <section className="panel portfolio-panel" aria-labelledby="portfolio-title">
      <header className="panel-header">
        <div className="headline">
          <h2 id="portfolio-title">Portfolio value</h2>
          {current ? (
            <div className="headline-figures" data-testid="portfolio-latest">
              <span className="headline-value num" data-testid="portfolio-headline">
                <span className="currency">{current.currency}</span> {formatDecimal(current.total, { precision })}
              </span>
              {change ? (
                <span className={`headline-change num ${change.change.startsWith('-') ? 'negative' : 'positive'}`} data-testid="portfolio-change">
                  {formatDecimal(change.change, { precision, signed: true })}
                  {change.percent !== null ? ` (${formatPercent(change.percent, { signed: true })})` : ''}
                  <span className="muted"> {range}</span>
                </span>
              ) : null}
              {current.unpriced > 0 ? (
                <span className="muted headline-note" title="Accounts without a price are left out of the value, never counted as zero">
                  excl. {current.unpriced} unpriced
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <Segmented label="Chart range" options={PORTFOLIO_RANGES} value={range} onChange={setPortfolioRange} />
      </header>
      {series.value ? <RefreshError state={series} what="The value history" onRetry={retry} compact /> : null}
      <div className="chart-body">
        <ChartBody series={series} current={current} range={range} onRetry={retry} />
      </div>
    </section>
  );
}

// The charting library is a third of the renderer's code: it loads after the headline figures, not before them.
const PortfolioChart = lazyPart(() => import('./PortfolioChart').then((module) => module.PortfolioChart)).View;

function ChartBody(props: { series: Stale<HistoricalPortfolioValue>; current: CurrentValue | null; range: PortfolioRange; onRetry: () => void }): React.JSX.Element {
  const { value, error } = props.series;
  if (value === null) {
    return error ? (
      <ErrorNotice error={error} title="The portfolio value history could not be loaded" onRetry={props.onRetry} />
    ) : (
      <Loading label="Loading portfolio value…" />
    );
  }
  if (value.points.length === 0) return <Empty title="No portfolio value recorded in this range" />;
  return (
    <Suspense fallback={<Loading label="Loading the chart…" />}>
      <PortfolioChart points={pointsToNow(value, props.current)} currency={value.referenceCurrency} range={props.range} />
    </Suspense>
  );
}
