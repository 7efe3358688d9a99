import { useState } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { StakingAccount } from '../../../shared/api/schemas/staking-accounts';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { ACCOUNT_TYPE_WORDS } from '../../../shared/staking/words';
import { useT, useTranslator } from '../i18n/store';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Field } from '../ui/Field';
import { useCustodyForStaking, useStakingProducts } from './store';

/**
 * Changes a staking account's payout account (deprecated PATCH): only
 * accounts of the same asset and of a type the product supports can be
 * chosen; a confirmation step names both accounts before the change is sent.
 */
export function PayoutDialog(props: {
  context: CustomerContext;
  account: StakingAccount;
  onClose: () => void;
  onChanged: () => void;
}): React.JSX.Element {
  const { context, account } = props;
  const custody = useCustodyForStaking(context);
  const products = useStakingProducts(context);
  const product =
    products.status === 'ready'
      ? products.value.find((candidate) => candidate.id.toLowerCase() === account.productId.toLowerCase())
      : undefined;
  const supported: readonly string[] = product?.supportedPayoutAccountTypes ?? [];
  const candidates =
    custody.status === 'ready'
      ? custody.value.filter(
          (c) =>
            c.assetSymbol === account.assetSymbol &&
            c.state === 'Active' &&
            accountNumberOf(c.id) !== account.accountNumber,
        )
      : [];
  const [choice, setChoice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  const [done, setDone] = useState(false);
  const t = useT();
  // The account types the product pays to, in words, joined as the language lists things ("Trading or Vault").
  const supportedWords =
    useTranslator()?.intl.formatList(
      (product?.supportedPayoutAccountTypes ?? []).map((type) => t(ACCOUNT_TYPE_WORDS[type])),
      { type: 'disjunction' },
    ) ?? '';

  const send = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    const result = await settle(() =>
      desktopApi().staking.setPayout({
        profileId: context.profileId,
        customer: context.customer,
        stakingAccountNumber: account.accountNumber,
        payoutAccountNumber: choice,
      }),
    );
    setBusy(false);
    if (result.ok) {
      setDone(true);
      props.onChanged();
    } else setError(result.error);
  };

  const footer = done ? (
    <button type="button" className="button" onClick={props.onClose}>
      {t('staking.payout.close')}
    </button>
  ) : confirming ? (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
        {t('staking.payout.back')}
      </button>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void send()}>
        {busy ? t('staking.payout.changing') : t('staking.payout.confirm')}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="button" onClick={props.onClose}>
        {t('staking.payout.cancel')}
      </button>
      <button
        type="button"
        className="button button-primary"
        disabled={choice === ''}
        onClick={() => setConfirming(true)}
      >
        {t('staking.payout.review')}
      </button>
    </>
  );

  return (
    <Dialog
      className="staking-dialog"
      title={t('staking.payout.title', { account: account.accountNumber })}
      onClose={props.onClose}
      footer={footer}
    >
      <p className="muted">
        {t('staking.payout.intro')}{' '}
        {product
          ? t('staking.payout.paysTo', { product: product.name ?? product.id, types: supportedWords })
          : products.status === 'ready'
            ? // Main refuses the change too (staking/payout.ts): without the product, no account type is known to be allowed.
              t('staking.payout.productGone')
            : t('staking.payout.readingTypes')}
      </p>
      {done ? (
        <div className="notice staking-outcome is-sent" role="status">
          {t('staking.payout.done', { account: account.accountNumber, payout: choice })}
        </div>
      ) : confirming ? (
        <dl className="staking-facts">
          <dt>{t('staking.payout.stakingAccount')}</dt>
          <dd className="num">{account.accountNumber}</dd>
          <dt>{t('staking.payout.current')}</dt>
          <dd className="num">{account.payoutAccount ?? '—'}</dd>
          <dt>{t('staking.payout.new')}</dt>
          <dd className="num">{choice}</dd>
        </dl>
      ) : (
        <Field label={t('staking.payout.new')}>
          {(control) => (
            <select {...control} className="select" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">{t('staking.payout.choose')}</option>
              {candidates.map((candidate) => {
                const number = accountNumberOf(candidate.id);
                const current = number === account.payoutAccount;
                const allowed = !current && supported.includes(candidate.type);
                return (
                  <option key={candidate.id} value={number} disabled={!allowed}>
                    {current
                      ? t('staking.payout.optionCurrent', {
                          number,
                          name: candidate.name,
                          type: t(ACCOUNT_TYPE_WORDS[candidate.type]),
                        })
                      : allowed
                        ? t('staking.payout.option', {
                            number,
                            name: candidate.name,
                            type: t(ACCOUNT_TYPE_WORDS[candidate.type]),
                          })
                        : t('staking.payout.optionUnsupported', {
                            number,
                            name: candidate.name,
                            type: t(ACCOUNT_TYPE_WORDS[candidate.type]),
                          })}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
      )}
      {error ? <ErrorNotice error={error} title={t('staking.payout.failed')} /> : null}
    </Dialog>
  );
}
