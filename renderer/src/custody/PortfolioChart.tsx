import { useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAssetPrecision } from '../assets/store';
import { formatDate, formatDateTime } from '../format/datetime';
import { formatDecimal } from '../../../shared/format/decimal';
import { useT } from '../i18n/store';
import { timeTicks, valueTicks } from './chart-axes';
import type { PlotPoint } from './portfolio-model';
import type { PortfolioRange } from '../../../shared/custody/ranges';

/** The value as read: every digit when it fits the currency's places, else rounded to them. */
export function tooltipAmount(exact: string, precision: number): string {
  const places = exact.split('.')[1]?.length ?? 0;
  return formatDecimal(exact, places > precision ? { precision } : {});
}

/** The portfolio value over time; axes tick on calendar boundaries and round values, the tooltip shows the decimal text. */
export function PortfolioChart(props: {
  points: readonly PlotPoint[];
  currency: string;
  range: PortfolioRange;
}): React.JSX.Element {
  const { points, currency, range } = props;
  const t = useT();
  const precision = useAssetPrecision(currency) ?? 2;
  const first = points[0];
  const last = points.at(-1);
  const axes = useMemo(() => {
    const values = points.map((point) => point.value);
    return {
      time: timeTicks(range, first?.time ?? 0, last?.time ?? 0),
      // Three steps or so: the panel is short, and the exact figures are in the headline and tooltip.
      value: valueTicks(Math.min(...values), Math.max(...values), 3),
    };
  }, [points, range, first, last]);
  const label =
    first && last
      ? t('custody.chart.label', {
          currency,
          from: formatDate(new Date(first.time).toISOString()),
          to: formatDate(new Date(last.time).toISOString()),
        })
      : t('custody.portfolio.title');
  return (
    <figure className="portfolio-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points as PlotPoint[]} margin={{ top: 6, right: 12, bottom: 0, left: 4 }}>
          <defs>
            <linearGradient id="portfolio-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" className="chart-fill-top" />
              <stop offset="100%" className="chart-fill-bottom" />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} className="chart-grid" />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            ticks={[...axes.time.ticks]}
            tickFormatter={axes.time.label}
            tickLine={false}
            minTickGap={24}
            className="chart-axis"
          />
          <YAxis
            dataKey="value"
            width={56}
            domain={[...axes.value.domain]}
            ticks={[...axes.value.ticks]}
            interval={0}
            tickFormatter={axes.value.label}
            tickLine={false}
            axisLine={false}
            className="chart-axis"
          />
          <Tooltip
            content={({ active, payload }) => (
              <ChartTooltip
                active={active}
                point={payload?.[0]?.payload as PlotPoint | undefined}
                currency={currency}
                precision={precision}
              />
            )}
            cursor={{ className: 'chart-cursor' }}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="value"
            className="chart-area"
            fill="url(#portfolio-fill)"
            isAnimationActive={false}
            dot={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}

function ChartTooltip(props: {
  active: boolean | undefined;
  point: PlotPoint | undefined;
  currency: string;
  precision: number;
}): React.JSX.Element | null {
  if (!props.active || !props.point) return null;
  // The value once, in the reference currency (the exact text is the figure; no second, rounded copy).
  return (
    <div className="chart-tooltip">
      <div className="muted">{formatDateTime(new Date(props.point.time).toISOString())}</div>
      <div className="num chart-tooltip-value">
        {props.currency}{' '}
        <span className="chart-tooltip-exact">{tooltipAmount(props.point.exact, props.precision)}</span>
      </div>
    </div>
  );
}
