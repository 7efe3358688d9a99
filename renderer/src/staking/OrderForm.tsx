import { useEffect, useState } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { IpcError } from '../../../shared/ipc/result';
import type { StakingSubmitResult } from '../../../shared/ipc/schemas/staking';
import type { StakingDirection, StakingFormValues } from '../../../shared/staking/form-rules';
import { checkStakingForm } from '../../../shared/staking/form-rules';
import { chainPrecision, spendable } from '../../../shared/format/precision';
import { useAssetPrecision } from '../assets/store';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { parseDecimalInput } from '../format/parse-decimal';
import { AssetAmount } from '../ui/Amount';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Field } from '../ui/Field';
import { Segmented } from '../ui/Segmented';
import { newUuid } from '../api/uuid';
import { accountLabel, OrderOutcome, OrderReview } from './OrderReview';
import { useCustodyForStaking, useStakingProducts } from './store';

type Target = 'Product' | 'Staking account';
type Step = { kind: 'edit' } | { kind: 'review'; id: string } | { kind: 'sending'; id: string } | { kind: 'done'; result: StakingSubmitResult } | { kind: 'failed'; id: string; error: IpcError };

/**
 * Enter or exit staking: the debit account with its available balance, a
 * product or target account, amount and reference, checked by the shared
 * form rules; a review step shows exactly what is sent (with the order id
 * journaled in main before sending) before anything leaves the app.
 */
export function OrderForm(props: { context: CustomerContext; direction: StakingDirection; productId?: string; onClose: () => void; onSent: () => void }): React.JSX.Element {
  const { context } = props;
  const custody = useCustodyForStaking(context);
  const products = useStakingProducts(context);
  const [values, setValues] = useState<StakingFormValues>({
    direction: props.direction,
    fromAccountNumber: '',
    productId: props.productId ?? '',
    toAccountNumber: '',
    amount: '',
    externalReference: '',
  });
  const [target, setTarget] = useState<Target>('Product');
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'edit' });

  const accounts = custody.status === 'ready' ? custody.value.filter((account) => account.state === 'Active') : [];
  const productList = products.status === 'ready' ? products.value : [];
  const product = productList.find((candidate) => candidate.id === values.productId);
  const from = accounts.find((account) => accountNumberOf(account.id) === values.fromAccountNumber);
  const exit = values.direction === 'Exit';
  // Entries debit a non-staking account of the product's asset; exits debit a staking account.
  const fromChoices = accounts.filter((account) => (exit ? account.type === 'Staking' : account.type !== 'Staking' && (!product || account.assetSymbol === product.assetSymbol)));
  const toChoices = accounts.filter(
    (account) => account.id !== from?.id && (!from || account.assetSymbol === from.assetSymbol) && (exit ? account.type !== 'Staking' : account.type === 'Staking'),
  );
  // When the product (or the debit account) leaves exactly one account to choose, it is chosen.
  const onlyFrom = fromChoices.length === 1 && fromChoices[0] ? accountNumberOf(fromChoices[0].id) : null;
  const onlyTo = toChoices.length === 1 && toChoices[0] && (exit || target === 'Staking account') ? accountNumberOf(toChoices[0].id) : null;
  useEffect(() => {
    if (onlyFrom !== null) setValues((current) => (current.fromAccountNumber === '' ? { ...current, fromAccountNumber: onlyFrom } : current));
  }, [onlyFrom]);
  useEffect(() => {
    if (onlyTo !== null) setValues((current) => (current.toAccountNumber === '' ? { ...current, toAccountNumber: onlyTo } : current));
  }, [onlyTo]);
  const facts = {
    assetSymbol: from?.assetSymbol ?? product?.assetSymbol ?? null,
    precision: chainPrecision(from?.assetSymbol ?? product?.assetSymbol ?? ''),
    available: from?.available ?? null,
    minimumAmount: !exit && target === 'Product' ? (product?.minimumAmount ?? null) : null,
  };
  // Max fills what "Available" shows: rounded down to the asset's places, never more places than it has.
  const places = useAssetPrecision(facts.assetSymbol ?? '');
  const max = from ? spendable(from.available, places === undefined ? (facts.precision ?? undefined) : Math.min(places, facts.precision ?? places)) : null;
  // The amount as the user's locale writes it ("1'000.5", "1.000,5") or as the app shows it, read by the one parser.
  const typed = { ...values, amount: parseDecimalInput(values.amount) };
  const formValues: StakingFormValues = exit || target === 'Staking account' ? { ...typed, productId: '' } : { ...typed, toAccountNumber: '' };
  const verdict = checkStakingForm(formValues, facts);
  const errors = tried && !verdict.ok ? verdict.errors : {};
  const set = (change: Partial<StakingFormValues>): void => setValues((current) => ({ ...current, ...change }));

  const send = async (id: string): Promise<void> => {
    if (!verdict.ok) return;
    setStep({ kind: 'sending', id });
    const request = verdict.request;
    const common = { profileId: context.profileId, customer: context.customer, id, fromAccountNumber: request.fromAccountNumber, amount: request.amount, externalReference: request.externalReference };
    const result = await settle(() =>
      exit
        ? desktopApi().staking.exit({ ...common, toAccountNumber: request.toAccountNumber ?? '' })
        : desktopApi().staking.enter({ ...common, productId: request.productId, toAccountNumber: request.toAccountNumber }),
    );
    if (result.ok) {
      setStep({ kind: 'done', result: result.value });
      props.onSent();
    } else {
      setStep({ kind: 'failed', id, error: result.error });
    }
  };
  const retry = async (id: string): Promise<void> => {
    setStep({ kind: 'sending', id });
    const result = await settle(() => desktopApi().staking.retry({ profileId: context.profileId, id }));
    if (result.ok) {
      setStep({ kind: 'done', result: result.value });
      props.onSent();
    } else setStep({ kind: 'failed', id, error: result.error });
  };

  const title = exit ? 'Exit staking' : 'Enter staking';
  if (step.kind === 'done') {
    return <OrderOutcome title={title} result={step.result} onRetry={() => void retry(step.result.id)} onClose={props.onClose} />;
  }

  if (step.kind !== 'edit' && verdict.ok) {
    return (
      <OrderReview
        title={title}
        exit={exit}
        request={verdict.request}
        from={from}
        to={toChoices.find((account) => accountNumberOf(account.id) === verdict.request.toAccountNumber)}
        product={product}
        assetSymbol={facts.assetSymbol}
        id={step.id}
        sending={step.kind === 'sending'}
        error={step.kind === 'failed' ? step.error : null}
        onBack={() => setStep({ kind: 'edit' })}
        onSend={() => void send(step.id)}
        onClose={props.onClose}
      />
    );
  }

  return (
    <Dialog
      className="staking-dialog"
      title={title}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="staking-order-form"
            className="button button-primary"
          >
            Review…
          </button>
        </>
      }
    >
      <form
        id="staking-order-form"
        className="form staking-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (verdict.ok) setStep({ kind: 'review', id: newUuid() });
        }}
      >
        {custody.status === 'error' ? <ErrorNotice error={custody.error} title="The accounts could not be loaded" /> : null}
        {!exit ? (
          <Segmented<Target> label="Stake into" options={['Product', 'Staking account']} value={target} onChange={setTarget} />
        ) : null}
        {!exit && target === 'Product' ? (
          <Field label="Staking product" error={errors.productId}>
            {(control) => (
              <select {...control} className="select" value={values.productId} onChange={(event) => set({ productId: event.target.value, fromAccountNumber: '' })}>
                <option value="">Choose a product…</option>
                {productList.map((candidate: StakingProduct) => (
                  <option key={candidate.id} value={candidate.id} disabled={!candidate.isAvailable}>
                    {candidate.assetSymbol} · {candidate.name} · min {candidate.minimumAmount}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={exit ? 'Staking account to exit from' : 'Debit account'} error={errors.fromAccountNumber}>
          {(control) => (
            <select {...control} className="select" value={values.fromAccountNumber} onChange={(event) => set({ fromAccountNumber: event.target.value, toAccountNumber: '' })}>
              <option value="">Choose an account…</option>
              {fromChoices.map((account) => (
                <option key={account.id} value={accountNumberOf(account.id)}>
                  {accountLabel(account)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="staking-available" aria-live="polite">
          Available:{' '}
          {from ? (
            <AssetAmount value={from.available} asset={from.assetSymbol ?? ''} spendable />
          ) : (
            '—'
          )}
        </div>
        {exit || target === 'Staking account' ? (
          <Field label={exit ? 'Receiving account' : 'Target staking account'} error={errors.toAccountNumber ?? (exit ? undefined : errors.productId)}>
            {(control) => (
              <select {...control} className="select" value={values.toAccountNumber} onChange={(event) => set({ toAccountNumber: event.target.value })}>
                <option value="">Choose an account…</option>
                {toChoices.map((account) => (
                  <option key={account.id} value={accountNumberOf(account.id)}>
                    {accountLabel(account)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={`Amount${facts.assetSymbol ? ` (${facts.assetSymbol})` : ''}`} error={errors.amount} hint={facts.precision !== null ? `Up to ${facts.precision} decimal places.` : undefined}>
          {(control) => (
            <div className="staking-amount">
              <input {...control} className="input num" inputMode="decimal" autoComplete="off" value={values.amount} onChange={(event) => set({ amount: event.target.value })} />
              <button type="button" className="button button-small" disabled={max === null} onClick={() => max !== null && set({ amount: max })}>
                Max
              </button>
            </div>
          )}
        </Field>
        <Field label="External reference (optional)" error={errors.externalReference} hint="Exactly 10 of 0-9 and A-Z, or empty.">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={10}
              autoComplete="off"
              value={values.externalReference}
              onChange={(event) => set({ externalReference: event.target.value.trim().toUpperCase() })}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
