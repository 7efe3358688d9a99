import { useState } from 'react';
import type { StakingAccount } from '../../../shared/api/schemas/staking-accounts';
import type { CustomerContext } from '../customers/context';
import { ACCOUNT_TYPE_WORDS } from '../../../shared/staking/words';
import { useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash } from './format';
import { PayoutDialog } from './PayoutDialog';
import { loadStakingAccounts, useStakingAccounts } from './store';

function InProgress(props: { value: { count: number; amount: string } | undefined; asset: string }): React.JSX.Element {
  const t = useT();
  if (!props.value) return <>—</>;
  if (props.value.count === 0) return <span className="muted">{t('staking.accounts.none')}</span>;
  return (
    <>
      {props.value.count} · <Amount value={props.value.amount} asset={props.asset} /> {props.asset}
    </>
  );
}

/** Staking accounts (deprecated endpoints, labelled so): rewards to date, orders in progress, safe-to-close, payout account change. */
export function AccountsPanel(props: { context: CustomerContext; writeBlocked: string | null }): React.JSX.Element {
  const accounts = useStakingAccounts(props.context);
  const [changing, setChanging] = useState<StakingAccount | null>(null);
  const t = useT();
  return (
    <div className="staking-accounts">
      <p className="notice notice-warning staking-deprecated" role="note">
        <span>
          <span className="pill pill-warning">{t('staking.accounts.deprecated')}</span>
          {t('staking.accounts.deprecatedNote')}
        </span>
      </p>
      {accounts.status === 'loading' ? (
        <Loading label={t('staking.accounts.loading')} />
      ) : accounts.status === 'error' ? (
        <ErrorNotice
          error={accounts.error}
          title={t('staking.accounts.loadFailed')}
          onRetry={() => void loadStakingAccounts(props.context)}
        />
      ) : accounts.value.length === 0 ? (
        <Empty title={t('staking.accounts.empty')}>
          <p>{t('staking.accounts.emptyHint')}</p>
        </Empty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table staking-table" aria-label={t('staking.accounts.table')}>
            <thead>
              <tr>
                <th scope="col">{t('staking.accounts.account')}</th>
                <th scope="col">{t('staking.accounts.assetType')}</th>
                <th scope="col">{t('staking.accounts.payoutAccount')}</th>
                <th scope="col" className="num">
                  {t('staking.accounts.commission')}
                </th>
                <th scope="col" className="num">
                  {t('staking.accounts.rewardsToDate')}
                </th>
                <th scope="col">{t('staking.accounts.inProgress')}</th>
                <th scope="col">{t('staking.accounts.safeToClose')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staking.accounts.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.value.map((account) => (
                <tr key={account.accountNumber}>
                  <td className="num">{account.accountNumber}</td>
                  <td className="asset-cell">
                    {account.assetSymbol}{' '}
                    <span className="staking-unit">{t(ACCOUNT_TYPE_WORDS[account.stakingAccountType])}</span>
                  </td>
                  <td className="num">{account.payoutAccount ?? '—'}</td>
                  <td className="num">{percentOrDash(account.commission)}</td>
                  {/* Two lines a cell, so 18-decimal amounts fit a 1440 px window without scrolling sideways. */}
                  <td className="num staking-stack">
                    {account.rewardDetails ? (
                      <>
                        <span>
                          <Amount value={account.rewardDetails.rewardsToDate} asset={account.assetSymbol} />
                        </span>
                        <span className="muted">
                          {t('staking.accounts.afterCommission')}{' '}
                          <Amount
                            value={account.rewardDetails.rewardsToDateAfterCommissions}
                            asset={account.assetSymbol}
                          />
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="staking-stack">
                    <span>
                      <span className="muted">{t('staking.accounts.entries')}</span>{' '}
                      <InProgress value={account.orderDetails?.entriesInProgress} asset={account.assetSymbol} />
                    </span>
                    <span>
                      <span className="muted">{t('staking.accounts.exits')}</span>{' '}
                      <InProgress value={account.orderDetails?.exitsInProgress} asset={account.assetSymbol} />
                    </span>
                  </td>
                  <td>
                    {account.isSafeToClose === null ? (
                      '—'
                    ) : account.isSafeToClose ? (
                      <span className="pill pill-good">{t('staking.accounts.yes')}</span>
                    ) : (
                      <span className="pill pill-muted">{t('staking.accounts.no')}</span>
                    )}
                  </td>
                  <td className="staking-row-actions">
                    <button
                      type="button"
                      className="button button-small"
                      disabled={props.writeBlocked !== null}
                      title={
                        props.writeBlocked ?? t('staking.accounts.payoutTitle', { account: account.accountNumber })
                      }
                      aria-label={t('staking.accounts.payoutLabel', { account: account.accountNumber })}
                      onClick={() => setChanging(account)}
                    >
                      {t('staking.accounts.payout')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {changing ? (
        <PayoutDialog
          context={props.context}
          account={changing}
          onClose={() => setChanging(null)}
          onChanged={() => void loadStakingAccounts(props.context)}
        />
      ) : null}
    </div>
  );
}
