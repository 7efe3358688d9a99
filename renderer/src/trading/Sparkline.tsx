import { useT } from '../i18n/store';
import type { PricePoint } from './history';

const WIDTH = 96;
const HEIGHT = 24;

/** A tiny price line for a table row; the first and last exact prices are in its label. */
export function Sparkline(props: { points: readonly PricePoint[]; label: string }): React.JSX.Element {
  const { points } = props;
  const t = useT();
  if (points.length < 2) return <span className="sparkline-empty muted">–</span>;
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const span = high - low || 1;
  const x = (index: number): number => (index / (points.length - 1)) * (WIDTH - 2) + 1;
  const y = (value: number): number => HEIGHT - 2 - ((value - low) / span) * (HEIGHT - 4);
  const path = points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join('');
  const trend = last.value > first.value ? 'up' : last.value < first.value ? 'down' : 'flat';
  return (
    <svg
      className={`sparkline sparkline-${trend}`}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('trading.market.sparkline', { label: props.label, first: first.exact, last: last.exact })}
    >
      <path d={path} />
    </svg>
  );
}
