import { useEffect } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { formatAxisTime, formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { useT } from '../i18n/store';
import { percent } from './format';
import { loadHistory, useLtvHistory } from './store';

/** The time-axis grain fitting the span shown. */
function tickGrain(spanMs: number): 'second' | 'minute' | 'hour' {
  if (spanMs < 15 * 60_000) return 'second';
  return spanMs < 2 * 24 * 3600_000 ? 'minute' : 'hour';
}

interface Point {
  at: number;
  /** For drawing only; the tooltip shows the exact text. */
  ltv: number;
  exact: string;
}

/** The watchdog's LTV samples of a portfolio with the margin-call and liquidation LTVs drawn. */
export function HistoryChart(props: { status: PortfolioStatus }): React.JSX.Element {
  const { status } = props;
  const t = useT();
  const history = useLtvHistory(status.key);
  useEffect(() => {
    void loadHistory(status);
  }, [status]);

  let body: React.JSX.Element;
  if (history.status === 'loading') body = <Loading label={t('loans.history.loading')} />;
  else if (history.status === 'error')
    body = (
      <ErrorNotice
        error={history.error}
        title={t('loans.history.loadFailed')}
        onRetry={() => void loadHistory(status)}
      />
    );
  else if (history.value.samples.length < 2)
    body = <Empty title={t('loans.history.emptyTitle')}>{t('loans.history.emptyText')}</Empty>;
  else {
    const points: Point[] = history.value.samples.map((sample) => ({
      at: sample.at,
      ltv: Number(sample.ltv) * 100,
      exact: sample.ltv,
    }));
    const sm = Number(history.value.smLtv ?? status.metrics.smLtv) * 100;
    const hm = Number(history.value.hmLtv ?? status.metrics.hmLtv) * 100;
    const values = points.map((point) => point.ltv);
    const low = Math.max(0, Math.floor(Math.min(...values, sm) - 5));
    const high = Math.ceil(Math.max(...values, hm) + 3);
    const grain = tickGrain((points.at(-1)?.at ?? 0) - (points[0]?.at ?? 0));
    body = (
      <figure className="ltv-chart" aria-label={t('loans.history.chartLabel', { portfolio: status.portfolioId })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 10, right: 84, bottom: 0, left: 4 }}>
            <CartesianGrid vertical={false} className="chart-grid" />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(at: number) => formatAxisTime(at, grain)}
              tickLine={false}
              minTickGap={48}
              className="chart-axis"
            />
            <YAxis
              domain={[low, high]}
              width={44}
              tickFormatter={(value: number) => `${value} %`}
              tickLine={false}
              axisLine={false}
              className="chart-axis"
            />
            <ReferenceLine
              y={sm}
              className="ltv-ref ltv-ref-sm"
              label={{
                value: t('loans.gauge.marginCall', { value: percent(status.metrics.smLtv) }),
                position: 'right',
                className: 'ltv-ref-label',
              }}
            />
            <ReferenceLine
              y={hm}
              className="ltv-ref ltv-ref-hm"
              label={{
                value: t('loans.gauge.liquidation', { value: percent(status.metrics.hmLtv) }),
                position: 'right',
                className: 'ltv-ref-label',
              }}
            />
            <Tooltip
              isAnimationActive={false}
              content={({ active, payload }) => {
                const point = payload?.[0]?.payload as Point | undefined;
                if (!active || !point) return null;
                return (
                  <div className="chart-tooltip">
                    <div className="muted">{formatDateTime(point.at)}</div>
                    <div className="num chart-tooltip-value">
                      {t('loans.history.tooltip', { ltv: percent(point.exact) })}
                    </div>
                  </div>
                );
              }}
            />
            <Line type="stepAfter" dataKey="ltv" className="ltv-line" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    );
  }
  return (
    <section className="panel loan-history" aria-labelledby="history-title">
      <header className="panel-header">
        <h2 id="history-title">{t('loans.history.title')}</h2>
        <span className="muted">
          {history.status === 'ready' ? t('loans.history.samples', { count: history.value.samples.length }) : ''}
        </span>
      </header>
      {body}
    </section>
  );
}
