import { useEffect } from 'react';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { formatPercent, formatWhen } from './format';
import { loadPerformance, useStakingPerformance } from './store';
import { setOperatingUnit, useOperatingUnit } from './view-store';

/** Operating units the service publishes performance for (our simulator: ch, li, de). */
const OPERATING_UNITS = [
  { id: 'ch', label: 'Switzerland (ch)' },
  { id: 'li', label: 'Liechtenstein (li)' },
  { id: 'de', label: 'Germany (de)' },
] as const;

/** The public staking performance (no authentication) of the operating unit in use. */
export function PerformancePanel(props: { context: CustomerContext }): React.JSX.Element {
  const unit = useOperatingUnit();
  const performance = useStakingPerformance(props.context, unit);
  useEffect(() => {
    void loadPerformance(props.context, unit);
  }, [props.context, unit]);

  return (
    <div className="staking-performance">
      <div className="toolbar">
        <label className="toolbar-field">
          <span>Operating unit</span>
          <select className="select" value={unit} onChange={(event) => setOperatingUnit(event.target.value)}>
            {OPERATING_UNITS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <span className="pill pill-muted" title="Read without signing: published figures, not this customer's">
          Public data
        </span>
        {performance.status === 'ready' ? (
          <span className="toolbar-count muted">
            {performance.value.provider} · updated {formatWhen(performance.value.updatedAt)}
          </span>
        ) : null}
      </div>
      {performance.status === 'loading' ? (
        <Loading label="Loading staking performance…" />
      ) : performance.status === 'error' ? (
        <ErrorNotice error={performance.error} title="The staking performance could not be loaded" onRetry={() => void loadPerformance(props.context, unit)} />
      ) : performance.value.assets.length === 0 ? (
        <Empty title="No performance figures are published for this operating unit" />
      ) : (
        <div className="table-scroll">
          <table className="data-table staking-table" aria-label="Staking performance">
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col" className="num">Network reward rate</th>
                <th scope="col" className="num">Operator reward rate</th>
                <th scope="col" className="num">Operator uptime</th>
                <th scope="col" className="num">Validators</th>
                <th scope="col" className="num">Total staked</th>
              </tr>
            </thead>
            <tbody>
              {performance.value.assets.map((asset) => (
                <tr key={asset.assetSymbol}>
                  <td className="asset-cell">{asset.assetSymbol}</td>
                  <td className="num">{formatPercent(asset.networkRewardRate)}</td>
                  <td className="num">{formatPercent(asset.operatorRewardRate)}</td>
                  <td className="num">{formatPercent(asset.operatorUptime)}</td>
                  <td className="num">{asset.validatorCount}</td>
                  <td className="num">
                    <Amount value={asset.totalStaked} precision={0} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
