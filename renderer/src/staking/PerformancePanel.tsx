import { formatCount } from '../../../shared/format/count';
import { useEffect, useState } from 'react';
import { DEFAULT_OPERATING_UNIT, operatingUnit } from '../../../shared/ipc/schemas/common';
import type { CustomerContext } from '../customers/context';
import { useActiveProfile } from '../profiles/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash, formatWhen } from './format';
import { loadPerformance, useStakingPerformance } from './store';
import { setUnitOverride, useUnitOverride } from './view-store';

/**
 * The public staking performance (no authentication) of the operating unit in
 * use: the profile's (set in its dialog), or another one typed here for a look.
 */
export function PerformancePanel(props: { context: CustomerContext }): React.JSX.Element {
  const profileUnit = useActiveProfile()?.operatingUnit ?? DEFAULT_OPERATING_UNIT;
  const override = useUnitOverride(props.context.profileId);
  const unit = override ?? profileUnit;
  const performance = useStakingPerformance(props.context, unit);
  const [draft, setDraft] = useState(unit);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    void loadPerformance(props.context, unit);
    setDraft(unit);
  }, [props.context, unit]);

  const show = (event: React.FormEvent): void => {
    event.preventDefault();
    const parsed = operatingUnit.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Not an operating unit');
      return;
    }
    setProblem(null);
    setUnitOverride(props.context.profileId, parsed.data === profileUnit ? null : parsed.data);
  };

  return (
    <div className="staking-performance">
      <form className="toolbar" onSubmit={show} aria-label="Which operating unit">
        <label className="toolbar-field">
          <span>Operating unit</span>
          <input
            className="input mono staking-unit-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'staking-unit-problem' : undefined}
            spellCheck={false}
            autoComplete="off"
            maxLength={16}
          />
        </label>
        <button type="submit" className="button button-small">
          Show
        </button>
        {override !== null ? (
          <button type="button" className="button button-small button-quiet" onClick={() => setUnitOverride(props.context.profileId, null)}>
            Back to the profile&apos;s ({profileUnit})
          </button>
        ) : (
          <span className="muted">the profile&apos;s unit</span>
        )}
        {problem ? (
          <span id="staking-unit-problem" className="field-error" role="alert">
            {problem}
          </span>
        ) : null}
        <span className="pill pill-muted" title="Read without signing: published figures, not this customer's">
          Public data
        </span>
        {performance.status === 'ready' ? (
          <span className="toolbar-count muted">
            {performance.value.provider} · updated {formatWhen(performance.value.updatedAt)}
          </span>
        ) : null}
      </form>
      {performance.status === 'loading' ? (
        <Loading label="Loading staking performance…" />
      ) : performance.status === 'error' ? (
        <ErrorNotice error={performance.error} title="The staking performance could not be loaded" onRetry={() => void loadPerformance(props.context, unit)} />
      ) : performance.value.assets.length === 0 ? (
        <Empty title="No performance figures are published for this operating unit" />
      ) : (
        <div className="table-scroll" tabIndex={0}>
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
                  <td className="num">{percentOrDash(asset.networkRewardRate)}</td>
                  <td className="num">{percentOrDash(asset.operatorRewardRate)}</td>
                  <td className="num">{percentOrDash(asset.operatorUptime)}</td>
                  <td className="num">{formatCount(asset.validatorCount)}</td>
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
