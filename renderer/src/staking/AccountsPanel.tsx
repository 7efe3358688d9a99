import { useState } from 'react';
import type { StakingAccount } from '../../../shared/api/schemas/staking-accounts';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash } from './format';
import { PayoutDialog } from './PayoutDialog';
import { loadStakingAccounts, useStakingAccounts } from './store';

function InProgress(props: { value: { count: number; amount: string } | undefined; asset: string }): React.JSX.Element {
  if (!props.value) return <>—</>;
  if (props.value.count === 0) return <span className="muted">none</span>;
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
  return (
    <div className="staking-accounts">
      <p className="notice notice-warning staking-deprecated" role="note">
        <span>
          <span className="pill pill-warning">Deprecated</span>
          These figures come from the service's deprecated staking account endpoints, which may be withdrawn; staking orders and rewards are the
          current source.
        </span>
      </p>
      {accounts.status === 'loading' ? (
        <Loading label="Loading staking accounts…" />
      ) : accounts.status === 'error' ? (
        <ErrorNotice error={accounts.error} title="The staking accounts could not be loaded" onRetry={() => void loadStakingAccounts(props.context)} />
      ) : accounts.value.length === 0 ? (
        <Empty title="This customer has no staking accounts yet">
          <p>A first entry into a product opens one.</p>
        </Empty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table staking-table" aria-label="Staking accounts">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Asset · type</th>
                <th scope="col">Payout account</th>
                <th scope="col" className="num">Commission</th>
                <th scope="col" className="num">Rewards to date · after commission</th>
                <th scope="col">In progress</th>
                <th scope="col">Safe to close</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.value.map((account) => (
                <tr key={account.accountNumber}>
                  <td className="num">{account.accountNumber}</td>
                  <td className="asset-cell">
                    {account.assetSymbol} <span className="staking-unit">{account.stakingAccountType}</span>
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
                          after commission <Amount value={account.rewardDetails.rewardsToDateAfterCommissions} asset={account.assetSymbol} />
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="staking-stack">
                    <span>
                      <span className="muted">entries</span> <InProgress value={account.orderDetails?.entriesInProgress} asset={account.assetSymbol} />
                    </span>
                    <span>
                      <span className="muted">exits</span> <InProgress value={account.orderDetails?.exitsInProgress} asset={account.assetSymbol} />
                    </span>
                  </td>
                  <td>{account.isSafeToClose === null ? '—' : account.isSafeToClose ? <span className="pill pill-good">Yes</span> : <span className="pill pill-muted">No</span>}</td>
                  <td className="staking-row-actions">
                    <button
                      type="button"
                      className="button button-small"
                      disabled={props.writeBlocked !== null}
                      title={props.writeBlocked ?? `Change where the rewards of ${account.accountNumber} are paid`}
                      aria-label={`Change the payout account of ${account.accountNumber}`}
                      onClick={() => setChanging(account)}
                    >
                      Payout…
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
