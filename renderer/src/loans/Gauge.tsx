import { useT } from '../i18n/store';
import { percent } from './format';

// Geometry only: positions on screen are floats; every number shown as text comes from the exact decimals.
function position(value: number, max: number): string {
  return `${((Math.min(Math.max(value, 0), max) / max) * 100).toFixed(3)}%`;
}

/** The LTV of a portfolio against its margin-call and liquidation LTVs on one bar (optionally a what-if LTV too). */
export function LtvGauge(props: {
  currentLtv: string;
  smLtv: string;
  hmLtv: string;
  warnMargin: string;
  whatIfLtv?: string | null;
  compact?: boolean;
}): React.JSX.Element {
  const t = useT();
  const current = Number(props.currentLtv);
  const sm = Number(props.smLtv);
  const hm = Number(props.hmLtv);
  const warn = Math.max(0, sm - Number(props.warnMargin));
  const whatIf = props.whatIfLtv ? Number(props.whatIfLtv) : null;
  const max = Math.max(1, hm * 1.2, Math.min(current, 2) * 1.05, whatIf === null ? 0 : Math.min(whatIf, 2) * 1.05);
  const zones = [
    { from: 0, to: warn, name: 'ok' },
    { from: warn, to: sm, name: 'warning' },
    { from: sm, to: hm, name: 'margin-call' },
    { from: hm, to: max, name: 'liquidation' },
  ];
  const figures = {
    ltv: percent(props.currentLtv),
    marginCall: percent(props.smLtv),
    liquidation: percent(props.hmLtv),
  };
  const label = props.whatIfLtv
    ? t('loans.gauge.labelWhatIf', { ...figures, whatIf: percent(props.whatIfLtv) })
    : t('loans.gauge.label', figures);
  return (
    <div className={props.compact ? 'ltv-gauge ltv-gauge-compact' : 'ltv-gauge'} role="img" aria-label={label}>
      <div className="gauge-bar">
        {zones.map((zone) => (
          <span
            key={zone.name}
            className={`gauge-zone gauge-zone-${zone.name}`}
            style={{
              left: position(zone.from, max),
              width: `calc(${position(zone.to, max)} - ${position(zone.from, max)})`,
            }}
          />
        ))}
        <span className="gauge-threshold" style={{ left: position(sm, max) }} />
        <span className="gauge-threshold" style={{ left: position(hm, max) }} />
        {whatIf !== null ? (
          <span className="gauge-marker gauge-marker-whatif" style={{ left: position(whatIf, max) }} />
        ) : null}
        <span className="gauge-marker" style={{ left: position(current, max) }} />
      </div>
      <div className="gauge-labels" aria-hidden="true">
        <span className="gauge-label gauge-label-sm num" style={{ right: `calc(100% - ${position(sm, max)})` }}>
          {t('loans.gauge.marginCall', { value: percent(props.smLtv) })}
        </span>
        <span className="gauge-label gauge-label-hm num" style={{ left: position(hm, max) }}>
          {t('loans.gauge.liquidation', { value: percent(props.hmLtv) })}
        </span>
      </div>
    </div>
  );
}
