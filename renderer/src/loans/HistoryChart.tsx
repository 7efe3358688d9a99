import { countWords } from '../../../shared/format/count';
import { useEffect } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioStatus } from '../../../shared/ipc/schemas/loans';
import { formatAxisTime, formatDateTime } from '../format/datetime';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
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
  const history = useLtvHistory(status.key);
  useEffect(() => {
    void loadHistory(status);
  }, [status]);

  let body: React.JSX.Element;
  if (history.status === 'loading') body = <Loading label="Loading LTV history…" />;
  else if (history.status === 'error') body = <ErrorNotice error={history.error} title="The LTV history could not be loaded" onRetry={() => void loadHistory(status)} />;
  else if (history.value.samples.length < 2) body = <Empty title="Not enough samples yet">The monitor records the LTV at every check; the chart fills in as it runs.</Empty>;
  else {
    const points: Point[] = history.value.samples.map((sample) => ({ at: sample.at, ltv: Number(sample.ltv) * 100, exact: sample.ltv }));
    const sm = Number(history.value.smLtv ?? status.metrics.smLtv) * 100;
    const hm = Number(history.value.hmLtv ?? status.metrics.hmLtv) * 100;
    const values = points.map((point) => point.ltv);
    const low = Math.max(0, Math.floor(Math.min(...values, sm) - 5));
    const high = Math.ceil(Math.max(...values, hm) + 3);
    const grain = tickGrain((points.at(-1)?.at ?? 0) - (points[0]?.at ?? 0));
    body = (
      <figure className="ltv-chart" aria-label={`LTV history of portfolio ${status.portfolioId}`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 10, right: 84, bottom: 0, left: 4 }}>
            <CartesianGrid vertical={false} className="chart-grid" />
            <XAxis dataKey="at" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(at: number) => formatAxisTime(at, grain)} tickLine={false} minTickGap={48} className="chart-axis" />
            <YAxis domain={[low, high]} width={44} tickFormatter={(value: number) => `${value} %`} tickLine={false} axisLine={false} className="chart-axis" />
            <ReferenceLine y={sm} className="ltv-ref ltv-ref-sm" label={{ value: `MC ${percent(status.metrics.smLtv)}`, position: 'right', className: 'ltv-ref-label' }} />
            <ReferenceLine y={hm} className="ltv-ref ltv-ref-hm" label={{ value: `LIQ ${percent(status.metrics.hmLtv)}`, position: 'right', className: 'ltv-ref-label' }} />
            <Tooltip
              isAnimationActive={false}
              content={({ active, payload }) => {
                const point = payload?.[0]?.payload as Point | undefined;
                if (!active || !point) return null;
                return (
                  <div className="chart-tooltip">
                    <div className="muted">{formatDateTime(point.at)}</div>
                    <div className="num chart-tooltip-value">LTV {percent(point.exact)}</div>
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
        <h2 id="history-title">LTV history</h2>
        <span className="muted">{history.status === 'ready' ? countWords(history.value.samples.length, 'sample') : ''}</span>
      </header>
      {body}
    </section>
  );
}
