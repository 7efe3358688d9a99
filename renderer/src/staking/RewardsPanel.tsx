import { formatCount } from '../../../shared/format/count';
import { useState } from 'react';
import type { StakingReward } from '../../../shared/api/schemas/staking-rewards';
import { accountNumberProblem } from '../../../shared/staking/form-rules';
import { INSTANT_HINT, parsePayoutRange } from '../../../shared/staking/range';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { DateInput } from '../ui/DateInput';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash, formatWhenShort } from './format';
import { loadRewards, useStakingRewards } from './store';
import { setRewardRange, useRewardRange } from './view-store';

/** Rows drawn at once; the totals always cover every reward of the range. */
const MAX_ROWS = 1000;

function Split(props: { reward: StakingReward }): React.JSX.Element {
  const { executionLayerAmount: el, consensusLayerAmount: cl } = props.reward;
  if (!el && !cl) return <>—</>;
  return (
    <span className="staking-split">
      EL <Amount value={el ?? '0'} asset={props.reward.assetSymbol} /> · CL <Amount value={cl ?? '0'} asset={props.reward.assetSymbol} />
    </span>
  );
}

/** Rewards paid in [from, to) (dates mean midnight UTC) with exact totals per asset; the older list is used, and said, when the service lacks the current one. */
export function RewardsPanel(props: { context: CustomerContext }): React.JSX.Element {
  const range = useRewardRange();
  const rewards = useStakingRewards(props.context);
  const [problem, setProblem] = useState<string | null>(null);

  const load = (): void => {
    const parsed = parsePayoutRange(range.from, range.to);
    const accountIssue = range.accountNumber === '' ? null : accountNumberProblem(range.accountNumber, '');
    if (!parsed.ok || accountIssue) {
      setProblem(parsed.ok ? `Account: ${accountIssue}` : parsed.message);
      return;
    }
    setProblem(null);
    void loadRewards(props.context, parsed.range.from, parsed.range.to, range.accountNumber || undefined);
  };

  return (
    <div className="staking-rewards">
      <form
        className="toolbar staking-toolbar"
        aria-label="Reward range"
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <label className="toolbar-field">
          <span>From (inclusive)</span>
          <DateInput className="input staking-input-date" value={range.from} onChange={(from) => setRewardRange({ from })} />
        </label>
        <label className="toolbar-field">
          <span>To (exclusive)</span>
          <DateInput className="input staking-input-date" value={range.to} onChange={(to) => setRewardRange({ to })} />
        </label>
        <label className="toolbar-field">
          <span>Account</span>
          <input className="input staking-input-account" inputMode="numeric" placeholder="all" value={range.accountNumber} onChange={(event) => setRewardRange({ accountNumber: event.target.value.trim() })} />
        </label>
        <button type="submit" className="button button-primary button-small">
          Show rewards
        </button>
        <span className="toolbar-count muted">{INSTANT_HINT}</span>
      </form>
      {problem ? <p className="field-error staking-filter-note" role="alert">{problem}</p> : null}
      {rewards === null ? (
        <Empty title="Choose a range and show its rewards" />
      ) : rewards.status === 'loading' ? (
        <Loading label="Loading every reward of the range…" />
      ) : rewards.status === 'error' ? (
        <ErrorNotice error={rewards.error} title="The rewards could not be loaded" onRetry={load} />
      ) : (
        <>
          {rewards.value.notice ? (
            <p className="notice notice-warning" role="note">
              {rewards.value.notice}
            </p>
          ) : null}
          <h3 className="section-title">Totals per asset</h3>
          {rewards.value.totals.length === 0 ? (
            <Empty title="No reward was paid in this range" />
          ) : (
            <table className="data-table staking-table staking-totals" aria-label="Reward totals">
              <thead>
                <tr>
                  <th scope="col">Asset</th>
                  <th scope="col" className="num">Rewards</th>
                  <th scope="col" className="num">Gross</th>
                  <th scope="col" className="num">Commission</th>
                  <th scope="col" className="num">Final</th>
                </tr>
              </thead>
              <tbody>
                {rewards.value.totals.map((total) => (
                  <tr key={total.assetSymbol}>
                    <td className="asset-cell">{total.assetSymbol}</td>
                    <td className="num">{formatCount(total.count)}</td>
                    <td className="num">
                      <Amount value={total.amount} asset={total.assetSymbol} />
                    </td>
                    <td className="num">
                      <Amount value={total.commission} asset={total.assetSymbol} />
                    </td>
                    <td className="num">
                      <Amount value={total.finalAmount} asset={total.assetSymbol} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {rewards.value.rewards.length > 0 ? (
            <>
              <h3 className="section-title">
                Rewards{' '}
                <span className="muted">
                  ({rewards.value.rewards.length}
                  {rewards.value.rewards.length > MAX_ROWS ? `, newest ${MAX_ROWS} shown` : ''})
                </span>
              </h3>
              <div className="table-scroll" tabIndex={0}>
                <table className="data-table staking-table staking-rewards-table" aria-label="Rewards">
                  <thead>
                    <tr>
                      <th scope="col">Paid</th>
                      <th scope="col">Staking account → paid to</th>
                      <th scope="col">Asset</th>
                      <th scope="col" className="num">Gross</th>
                      <th scope="col" className="num">Commission</th>
                      <th scope="col" className="num">Final</th>
                      <th scope="col">Locked</th>
                      <th scope="col">Earning period</th>
                      <th scope="col">Layer split</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rewards.value.rewards.slice(0, MAX_ROWS).map((reward) => (
                      <tr key={reward.id}>
                        <td className="nowrap">{formatWhenShort(reward.createdOn)}</td>
                        <td className="staking-reward-accounts">
                          <span className="num">{reward.stakingAccountNumber}</span> <span className="num muted">→ {reward.targetAccountNumber}</span>
                        </td>
                        <td className="asset-cell">{reward.assetSymbol}</td>
                        <td className="num">
                          <Amount value={reward.amount} asset={reward.assetSymbol} />
                        </td>
                        <td className="num staking-reward-commission">
                          <Amount value={reward.commission} asset={reward.assetSymbol} /> <span className="muted nowrap">({percentOrDash(reward.commissionPercentage)})</span>
                        </td>
                        <td className="num">
                          <Amount value={reward.finalAmount} asset={reward.assetSymbol} />
                        </td>
                        <td>
                          {reward.lockedAmount ? (
                            <>
                              <Amount value={reward.lockedAmount} asset={reward.assetSymbol} /> till {formatWhenShort(reward.lockedTill)}
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          {reward.periodFrom || reward.periodTo ? (
                            <>
                              <span className="nowrap">{formatWhenShort(reward.periodFrom)} –</span> <span className="nowrap">{formatWhenShort(reward.periodTo)}</span>
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          <Split reward={reward} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
