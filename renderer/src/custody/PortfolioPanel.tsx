import { Suspense, useEffect } from 'react';
import type { HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import type { Stale } from '../api/stale';
import { useStale } from '../api/stale';
import { useAssetPrecision } from '../assets/store';
import type { CustomerContext } from '../customers/context';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Segmented } from '../ui/Segmented';
import { lazyPart } from '../ui/lazy';
import { Empty, Loading } from '../ui/states';
import { RefreshError } from './Freshness';
import { rangeLabel } from './labels';
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

function RangeView(props: {
  context: CustomerContext;
  current: CurrentValue | null;
  range: PortfolioRange;
}): React.JSX.Element {
  const { context, current, range } = props;
  const t = useT();
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
          <h2 id="portfolio-title">{t('custody.portfolio.title')}</h2>
          {current ? (
            <div className="headline-figures" data-testid="portfolio-latest">
              <span className="headline-value num" data-testid="portfolio-headline">
                <span className="currency">{current.currency}</span> {formatDecimal(current.total, { precision })}
              </span>
              {change ? (
                <span
                  className={`headline-change num ${change.change.startsWith('-') ? 'negative' : 'positive'}`}
                  data-testid="portfolio-change"
                >
                  {formatDecimal(change.change, { precision, signed: true })}
                  {change.percent !== null ? ` (${formatPercent(change.percent, { signed: true })})` : ''}
                  <span className="muted"> {rangeLabel(range)}</span>
                </span>
              ) : null}
              {current.unpriced > 0 ? (
                <span className="muted headline-note" title={t('custody.portfolio.unpricedHint')}>
                  {t('custody.portfolio.unpriced', { count: current.unpriced, shown: formatCount(current.unpriced) })}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <Segmented
          label={t('custody.portfolio.range')}
          options={PORTFOLIO_RANGES}
          value={range}
          onChange={setPortfolioRange}
          optionLabel={rangeLabel}
        />
      </header>
      {series.value ? <RefreshError state={series} what={HISTORY} onRetry={retry} compact /> : null}
      <div className="chart-body">
        <ChartBody series={series} current={current} range={range} onRetry={retry} />
      </div>
    </section>
  );
}

const HISTORY = { subject: 'history' } as const;

// The charting library is a third of the renderer's code: it loads after the headline figures, not before them.
const PortfolioChart = lazyPart(() => import('./PortfolioChart').then((module) => module.PortfolioChart)).View;

function ChartBody(props: {
  series: Stale<HistoricalPortfolioValue>;
  current: CurrentValue | null;
  range: PortfolioRange;
  onRetry: () => void;
}): React.JSX.Element {
  const t = useT();
  const { value, error } = props.series;
  if (value === null) {
    return error ? (
      <ErrorNotice error={error} title={t('custody.portfolio.failed')} onRetry={props.onRetry} />
    ) : (
      <Loading label={t('custody.portfolio.loading')} />
    );
  }
  if (value.points.length === 0) return <Empty title={t('custody.portfolio.empty')} />;
  return (
    <Suspense fallback={<Loading label={t('custody.portfolio.loadingChart')} />}>
      <PortfolioChart
        points={pointsToNow(value, props.current)}
        currency={value.referenceCurrency}
        range={props.range}
      />
    </Suspense>
  );
}
