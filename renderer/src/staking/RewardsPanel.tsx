import { formatCount } from '../../../shared/format/count';
import { useState } from 'react';
import type { StakingReward } from '../../../shared/api/schemas/staking-rewards';
import { accountNumberProblem } from '../../../shared/staking/form-rules';
import type { Message } from '../../../shared/i18n/message';
import { INSTANT_HINT, parsePayoutRange, rangeProblemText, type RangeBound } from '../../../shared/staking/range';
import { useT } from '../i18n/store';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { DateInput } from '../ui/DateInput';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash, formatWhenShort } from './format';
import { loadRewards, useStakingRewards } from './store';
import { setRewardRange, useRewardRange } from './view-store';

/** What stops a range from being shown: a bound's problem, or the account's. Kept as words for later, so a language switch reaches it. */
type RangeIssue = { readonly bound: RangeBound; readonly message: Message } | { readonly account: Message };

/** Rows drawn at once; the totals always cover every reward of the range. */
const MAX_ROWS = 1000;

function Split(props: { reward: StakingReward }): React.JSX.Element {
  const { executionLayerAmount: el, consensusLayerAmount: cl } = props.reward;
  const t = useT();
  if (!el && !cl) return <>—</>;
  // EL and CL are the chain's own abbreviations in every language; the title says what they stand for.
  return (
    <span className="staking-split">
      <abbr title={t('staking.rewards.executionLayer')}>EL</abbr>{' '}
      <Amount value={el ?? '0'} asset={props.reward.assetSymbol} /> ·{' '}
      <abbr title={t('staking.rewards.consensusLayer')}>CL</abbr>{' '}
      <Amount value={cl ?? '0'} asset={props.reward.assetSymbol} />
    </span>
  );
}

/** Rewards paid in [from, to) (dates mean midnight UTC) with exact totals per asset; the older list is used, and said, when the service lacks the current one. */
export function RewardsPanel(props: { context: CustomerContext }): React.JSX.Element {
  const range = useRewardRange();
  const rewards = useStakingRewards(props.context);
  const [problem, setProblem] = useState<RangeIssue | null>(null);
  const t = useT();
  const words = (found: Message): string => t(found.key, found.values);

  const load = (): void => {
    const parsed = parsePayoutRange(range.from, range.to);
    const accountIssue = range.accountNumber === '' ? null : accountNumberProblem(range.accountNumber, 'any');
    if (!parsed.ok) {
      setProblem(parsed);
      return;
    }
    if (accountIssue) {
      setProblem({ account: accountIssue });
      return;
    }
    setProblem(null);
    void loadRewards(props.context, parsed.range.from, parsed.range.to, range.accountNumber || undefined);
  };

  return (
    <div className="staking-rewards">
      <form
        className="toolbar staking-toolbar"
        aria-label={t('staking.rewards.range')}
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <label className="toolbar-field">
          <span>{t('staking.rewards.from')}</span>
          <DateInput
            className="input staking-input-date"
            value={range.from}
            onChange={(from) => setRewardRange({ from })}
          />
        </label>
        <label className="toolbar-field">
          <span>{t('staking.rewards.to')}</span>
          <DateInput className="input staking-input-date" value={range.to} onChange={(to) => setRewardRange({ to })} />
        </label>
        <label className="toolbar-field">
          <span>{t('staking.rewards.account')}</span>
          <input
            className="input staking-input-account"
            inputMode="numeric"
            placeholder={t('staking.rewards.allAccounts')}
            value={range.accountNumber}
            onChange={(event) => setRewardRange({ accountNumber: event.target.value.trim() })}
          />
        </label>
        <button type="submit" className="button button-primary button-small">
          {t('staking.rewards.show')}
        </button>
        <span className="toolbar-count muted">{t(INSTANT_HINT)}</span>
      </form>
      {problem ? (
        <p className="field-error staking-filter-note" role="alert">
          {'account' in problem
            ? t('staking.rewards.accountProblem', { problem: words(problem.account) })
            : rangeProblemText(problem, words)}
        </p>
      ) : null}
      {rewards === null ? (
        <Empty title={t('staking.rewards.choose')} />
      ) : rewards.status === 'loading' ? (
        <Loading label={t('staking.rewards.loading')} />
      ) : rewards.status === 'error' ? (
        <ErrorNotice error={rewards.error} title={t('staking.rewards.loadFailed')} onRetry={load} />
      ) : (
        <>
          {/* Main's one notice here: it read the service's older list (the service has no current one). Said in the page's language. */}
          {rewards.value.notice !== null ? (
            <p className="notice notice-warning" role="note">
              {t('staking.rewards.olderList')}
            </p>
          ) : null}
          <h3 className="section-title">{t('staking.rewards.totals')}</h3>
          {rewards.value.totals.length === 0 ? (
            <Empty title={t('staking.rewards.none')} />
          ) : (
            <table className="data-table staking-table staking-totals" aria-label={t('staking.rewards.totalsTable')}>
              <thead>
                <tr>
                  <th scope="col">{t('staking.rewards.asset')}</th>
                  <th scope="col" className="num">
                    {t('staking.rewards.count')}
                  </th>
                  <th scope="col" className="num">
                    {t('staking.rewards.gross')}
                  </th>
                  <th scope="col" className="num">
                    {t('staking.rewards.commission')}
                  </th>
                  <th scope="col" className="num">
                    {t('staking.rewards.final')}
                  </th>
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
                {t('staking.rewards.list')}{' '}
                <span className="muted">
                  {rewards.value.rewards.length > MAX_ROWS
                    ? t('staking.rewards.listCountLimited', {
                        count: formatCount(rewards.value.rewards.length),
                        shown: formatCount(MAX_ROWS),
                      })
                    : t('staking.rewards.listCount', { count: formatCount(rewards.value.rewards.length) })}
                </span>
              </h3>
              <div className="table-scroll" tabIndex={0}>
                <table
                  className="data-table staking-table staking-rewards-table"
                  aria-label={t('staking.rewards.list')}
                >
                  <thead>
                    <tr>
                      <th scope="col">{t('staking.rewards.paid')}</th>
                      <th scope="col">{t('staking.rewards.accounts')}</th>
                      <th scope="col">{t('staking.rewards.asset')}</th>
                      <th scope="col" className="num">
                        {t('staking.rewards.gross')}
                      </th>
                      <th scope="col" className="num">
                        {t('staking.rewards.commission')}
                      </th>
                      <th scope="col" className="num">
                        {t('staking.rewards.final')}
                      </th>
                      <th scope="col">{t('staking.rewards.locked')}</th>
                      <th scope="col">{t('staking.rewards.period')}</th>
                      <th scope="col">{t('staking.rewards.split')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rewards.value.rewards.slice(0, MAX_ROWS).map((reward) => (
                      <tr key={reward.id}>
                        <td className="nowrap">{formatWhenShort(reward.createdOn)}</td>
                        <td className="staking-reward-accounts">
                          <span className="num">{reward.stakingAccountNumber}</span>{' '}
                          <span className="num muted">→ {reward.targetAccountNumber}</span>
                        </td>
                        <td className="asset-cell">{reward.assetSymbol}</td>
                        <td className="num">
                          <Amount value={reward.amount} asset={reward.assetSymbol} />
                        </td>
                        <td className="num staking-reward-commission">
                          <Amount value={reward.commission} asset={reward.assetSymbol} />{' '}
                          <span className="muted nowrap">({percentOrDash(reward.commissionPercentage)})</span>
                        </td>
                        <td className="num">
                          <Amount value={reward.finalAmount} asset={reward.assetSymbol} />
                        </td>
                        <td>
                          {reward.lockedAmount ? (
                            <>
                              <Amount value={reward.lockedAmount} asset={reward.assetSymbol} />{' '}
                              {t('staking.rewards.lockedUntil', { date: formatWhenShort(reward.lockedTill) })}
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          {reward.periodFrom || reward.periodTo ? (
                            <>
                              <span className="nowrap">{formatWhenShort(reward.periodFrom)} –</span>{' '}
                              <span className="nowrap">{formatWhenShort(reward.periodTo)}</span>
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
