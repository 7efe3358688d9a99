import { useState } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { StakingAccount } from '../../../shared/api/schemas/staking-accounts';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Field } from '../ui/Field';
import { useCustodyForStaking, useStakingProducts } from './store';

/**
 * Changes a staking account's payout account (deprecated PATCH): only
 * accounts of the same asset and of a type the product supports can be
 * chosen; a confirmation step names both accounts before the change is sent.
 */
export function PayoutDialog(props: { context: CustomerContext; account: StakingAccount; onClose: () => void; onChanged: () => void }): React.JSX.Element {
  const { context, account } = props;
  const custody = useCustodyForStaking(context);
  const products = useStakingProducts(context);
  const product = products.status === 'ready' ? products.value.find((candidate) => candidate.id.toLowerCase() === account.productId.toLowerCase()) : undefined;
  const supported: readonly string[] = product?.supportedPayoutAccountTypes ?? [];
  const candidates = custody.status === 'ready' ? custody.value.filter((c) => c.assetSymbol === account.assetSymbol && c.state === 'Active' && accountNumberOf(c.id) !== account.accountNumber) : [];
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  const [done, setDone] = useState(false);

  const send = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    const result = await settle(() =>
      desktopApi().staking.setPayout({ profileId: context.profileId, customer: context.customer, stakingAccountNumber: account.accountNumber, payoutAccountNumber: choice }),
    );
    setBusy(false);
    if (result.ok) {
      setDone(true);
      props.onChanged();
    } else setError(result.error);
  };

  const footer = done ? (
    <button type="button" className="button" onClick={props.onClose}>
      Close
    </button>
  ) : confirming ? (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
        Back
      </button>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void send()}>
        {busy ? 'Changing…' : 'Confirm change'}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="button" onClick={props.onClose}>
        Cancel
      </button>
      <button type="button" className="button button-primary" disabled={choice === ''} onClick={() => setConfirming(true)}>
        Review…
      </button>
    </>
  );

  return (
    <Dialog className="staking-dialog" title={`Payout account of ${account.accountNumber}`} onClose={props.onClose} footer={footer}>
      <p className="muted">
        Rewards of this staking account are paid to the account chosen here.{' '}
        {product
          ? `${product.name} pays rewards to ${supported.length > 1 ? `${supported.slice(0, -1).join(', ')} or ${supported.at(-1)}` : supported.join('')} accounts.`
          : products.status === 'ready'
            ? // Main refuses the change too (staking/payout.ts): without the product, no account type is known to be allowed.
              'The service no longer lists this account\'s staking product, so the account types it pays to are unknown and the payout account cannot be changed here.'
            : 'Reading which account types the product pays to…'}
      </p>
      {done ? (
        <div className="notice staking-outcome is-sent" role="status">
          Rewards of {account.accountNumber} are now paid to {choice}.
        </div>
      ) : confirming ? (
        <dl className="staking-facts">
          <dt>Staking account</dt>
          <dd className="num">{account.accountNumber}</dd>
          <dt>Current payout account</dt>
          <dd className="num">{account.payoutAccount ?? '—'}</dd>
          <dt>New payout account</dt>
          <dd className="num">{choice}</dd>
        </dl>
      ) : (
        <Field label="New payout account">
          {(control) => (
            <select {...control} className="select" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">Choose an account…</option>
              {candidates.map((candidate) => {
                const number = accountNumberOf(candidate.id);
                const current = number === account.payoutAccount;
                const allowed = !current && supported.includes(candidate.type);
                return (
                  <option key={candidate.id} value={number} disabled={!allowed}>
                    {number} · {candidate.name} ({candidate.type}){current ? ' — current' : allowed ? '' : ' — type not supported'}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      {error ? <ErrorNotice error={error} title="The payout account was not changed" /> : null}
    </Dialog>
  );
}
