import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoricalPortfolioValue } from '../../../shared/api/schemas/custody';
import { useAssetPrecision } from '../assets/store';
import { formatDate, formatDateTime } from '../format/datetime';
import { formatDecimal } from '../format/decimal';
import type { PlotPoint } from './portfolio-model';
import { plotPoints } from './portfolio-model';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** The portfolio value over time; axes use numbers, the tooltip the exact decimal text. */
export function PortfolioChart(props: { series: HistoricalPortfolioValue }): React.JSX.Element {
  const points = plotPoints(props.series);
  const currency = props.series.referenceCurrency;
  const precision = useAssetPrecision(currency) ?? 2;
  const first = points[0];
  const last = points.at(-1);
  const label =
    first && last
      ? `Portfolio value in ${currency} from ${formatDate(new Date(first.time).toISOString())} to ${formatDate(new Date(last.time).toISOString())}`
      : 'Portfolio value';
  return (
    <figure className="portfolio-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 4 }}>
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
            tickFormatter={(time: number) => dayMonth.format(time)}
            tickLine={false}
            minTickGap={40}
            className="chart-axis"
          />
          <YAxis
            dataKey="value"
            width={56}
            domain={['auto', 'auto']}
            tickFormatter={(value: number) => compact.format(value)}
            tickLine={false}
            axisLine={false}
            className="chart-axis"
          />
          <Tooltip
            content={({ active, payload }) => <ChartTooltip active={active} point={payload?.[0]?.payload as PlotPoint | undefined} currency={currency} precision={precision} />}
            cursor={{ className: 'chart-cursor' }}
            isAnimationActive={false}
          />
          <Area type="monotone" dataKey="value" className="chart-area" fill="url(#portfolio-fill)" isAnimationActive={false} dot={false} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}

function ChartTooltip(props: { active: boolean | undefined; point: PlotPoint | undefined; currency: string; precision: number }): React.JSX.Element | null {
  if (!props.active || !props.point) return null;
  return (
    <div className="chart-tooltip">
      <div className="muted">{formatDateTime(new Date(props.point.time).toISOString())}</div>
      <div className="num chart-tooltip-value">
        {props.currency} {formatDecimal(props.point.exact, { precision: props.precision })}
      </div>
      <div className="num muted chart-tooltip-exact">{formatDecimal(props.point.exact)}</div>
    </div>
  );
}
