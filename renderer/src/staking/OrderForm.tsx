import { useEffect, useState } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { IpcError } from '../../../shared/ipc/result';
import type { StakingSubmitResult } from '../../../shared/ipc/schemas/staking';
import type { StakingDirection, StakingFormValues } from '../../../shared/staking/form-rules';
import { checkStakingForm } from '../../../shared/staking/form-rules';
import { chainPrecision, spendable } from '../../../shared/format/precision';
import { useAssetPrecision } from '../assets/store';
import { useT } from '../i18n/store';
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

type Target = 'product' | 'account';
const TARGETS: readonly Target[] = ['product', 'account'];
const TARGET_WORDS = {
  product: 'staking.form.targetProduct',
  account: 'staking.form.targetAccount',
} as const satisfies Record<Target, MessageKey>;
type Step =
  | { kind: 'edit' }
  | { kind: 'review'; id: string }
  | { kind: 'sending'; id: string }
  | { kind: 'done'; result: StakingSubmitResult }
  | { kind: 'failed'; id: string; error: IpcError };

/**
 * Enter or exit staking: the debit account with its available balance, a
 * product or target account, amount and reference, checked by the shared
 * form rules; a review step shows exactly what is sent (with the order id
 * journaled in main before sending) before anything leaves the app.
 */
export function OrderForm(props: {
  context: CustomerContext;
  direction: StakingDirection;
  productId?: string;
  onClose: () => void;
  onSent: () => void;
}): React.JSX.Element {
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
  const [target, setTarget] = useState<Target>('product');
  const t = useT();
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'edit' });

  const accounts = custody.status === 'ready' ? custody.value.filter((account) => account.state === 'Active') : [];
  const productList = products.status === 'ready' ? products.value : [];
  const product = productList.find((candidate) => candidate.id === values.productId);
  const from = accounts.find((account) => accountNumberOf(account.id) === values.fromAccountNumber);
  const exit = values.direction === 'Exit';
  // Entries debit a non-staking account of the product's asset; exits debit a staking account.
  const fromChoices = accounts.filter((account) =>
    exit
      ? account.type === 'Staking'
      : account.type !== 'Staking' && (!product || account.assetSymbol === product.assetSymbol),
  );
  const toChoices = accounts.filter(
    (account) =>
      account.id !== from?.id &&
      (!from || account.assetSymbol === from.assetSymbol) &&
      (exit ? account.type !== 'Staking' : account.type === 'Staking'),
  );
  // When the product (or the debit account) leaves exactly one account to choose, it is chosen.
  const onlyFrom = fromChoices.length === 1 && fromChoices[0] ? accountNumberOf(fromChoices[0].id) : null;
  const onlyTo =
    toChoices.length === 1 && toChoices[0] && (exit || target === 'account') ? accountNumberOf(toChoices[0].id) : null;
  useEffect(() => {
    if (onlyFrom !== null)
      setValues((current) =>
        current.fromAccountNumber === '' ? { ...current, fromAccountNumber: onlyFrom } : current,
      );
  }, [onlyFrom]);
  useEffect(() => {
    if (onlyTo !== null)
      setValues((current) => (current.toAccountNumber === '' ? { ...current, toAccountNumber: onlyTo } : current));
  }, [onlyTo]);
  const facts = {
    assetSymbol: from?.assetSymbol ?? product?.assetSymbol ?? null,
    precision: chainPrecision(from?.assetSymbol ?? product?.assetSymbol ?? ''),
    available: from?.available ?? null,
    minimumAmount: !exit && target === 'product' ? (product?.minimumAmount ?? null) : null,
  };
  // Max fills what "Available" shows: rounded down to the asset's places, never more places than it has.
  const places = useAssetPrecision(facts.assetSymbol ?? '');
  const max = from
    ? spendable(
        from.available,
        places === undefined ? (facts.precision ?? undefined) : Math.min(places, facts.precision ?? places),
      )
    : null;
  // The amount as the user's locale writes it ("1'000.5", "1.000,5") or as the app shows it, read by the one parser.
  const typed = { ...values, amount: parseDecimalInput(values.amount) };
  const formValues: StakingFormValues =
    exit || target === 'account' ? { ...typed, productId: '' } : { ...typed, toAccountNumber: '' };
  const verdict = checkStakingForm(formValues, facts);
  const problems = tried && !verdict.ok ? verdict.errors : {};
  // Each field's problem in the page's language (the rules answer words for any language).
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.values)]),
  ) as Partial<Record<keyof typeof problems, string>>;
  const set = (change: Partial<StakingFormValues>): void => setValues((current) => ({ ...current, ...change }));

  const send = async (id: string): Promise<void> => {
    if (!verdict.ok) return;
    setStep({ kind: 'sending', id });
    const request = verdict.request;
    const common = {
      profileId: context.profileId,
      customer: context.customer,
      id,
      fromAccountNumber: request.fromAccountNumber,
      amount: request.amount,
      externalReference: request.externalReference,
    };
    const result = await settle(() =>
      exit
        ? desktopApi().staking.exit({ ...common, toAccountNumber: request.toAccountNumber ?? '' })
        : desktopApi().staking.enter({
            ...common,
            productId: request.productId,
            toAccountNumber: request.toAccountNumber,
          }),
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

  const title = exit ? t('staking.form.titleExit') : t('staking.form.titleEnter');
  if (step.kind === 'done') {
    return (
      <OrderOutcome
        title={title}
        result={step.result}
        onRetry={() => void retry(step.result.id)}
        onClose={props.onClose}
      />
    );
  }

  if (step.kind !== 'edit' && verdict.ok) {
    return (
      <OrderReview
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
            {t('staking.form.cancel')}
          </button>
          <button type="submit" form="staking-order-form" className="button button-primary">
            {t('staking.form.review')}
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
        {custody.status === 'error' ? (
          <ErrorNotice error={custody.error} title={t('staking.form.accountsFailed')} />
        ) : null}
        {!exit ? (
          <Segmented<Target>
            label={t('staking.form.stakeInto')}
            options={TARGETS}
            optionLabel={(option) => t(TARGET_WORDS[option])}
            value={target}
            onChange={setTarget}
          />
        ) : null}
        {!exit && target === 'product' ? (
          <Field label={t('staking.form.product')} error={errors.productId}>
            {(control) => (
              <select
                {...control}
                className="select"
                value={values.productId}
                onChange={(event) => set({ productId: event.target.value, fromAccountNumber: '' })}
              >
                <option value="">{t('staking.form.chooseProduct')}</option>
                {productList.map((candidate: StakingProduct) => (
                  <option key={candidate.id} value={candidate.id} disabled={!candidate.isAvailable}>
                    {t('staking.form.productOption', {
                      asset: candidate.assetSymbol ?? '—',
                      name: candidate.name ?? candidate.id,
                      minimum: candidate.minimumAmount ?? '—',
                    })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field
          label={exit ? t('staking.form.exitFrom') : t('staking.form.debitAccount')}
          error={errors.fromAccountNumber}
        >
          {(control) => (
            <select
              {...control}
              className="select"
              value={values.fromAccountNumber}
              onChange={(event) => set({ fromAccountNumber: event.target.value, toAccountNumber: '' })}
            >
              <option value="">{t('staking.form.chooseAccount')}</option>
              {fromChoices.map((account) => (
                <option key={account.id} value={accountNumberOf(account.id)}>
                  {accountLabel(account)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="staking-available" aria-live="polite">
          {t('staking.form.available')}{' '}
          {from ? <AssetAmount value={from.available} asset={from.assetSymbol ?? ''} spendable /> : '—'}
        </div>
        {exit || target === 'account' ? (
          <Field
            label={exit ? t('staking.form.receivingAccount') : t('staking.form.targetStakingAccount')}
            error={errors.toAccountNumber ?? (exit ? undefined : errors.productId)}
          >
            {(control) => (
              <select
                {...control}
                className="select"
                value={values.toAccountNumber}
                onChange={(event) => set({ toAccountNumber: event.target.value })}
              >
                <option value="">{t('staking.form.chooseAccount')}</option>
                {toChoices.map((account) => (
                  <option key={account.id} value={accountNumberOf(account.id)}>
                    {accountLabel(account)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field
          label={
            facts.assetSymbol ? t('staking.form.amountOf', { asset: facts.assetSymbol }) : t('staking.form.amount')
          }
          error={errors.amount}
          hint={facts.precision !== null ? t('staking.form.amountHint', { places: facts.precision }) : undefined}
        >
          {(control) => (
            <div className="staking-amount">
              <input
                {...control}
                className="input num"
                inputMode="decimal"
                autoComplete="off"
                value={values.amount}
                onChange={(event) => set({ amount: event.target.value })}
              />
              <button
                type="button"
                className="button button-small"
                disabled={max === null}
                onClick={() => max !== null && set({ amount: max })}
              >
                {t('staking.form.max')}
              </button>
            </div>
          )}
        </Field>
        <Field
          label={t('staking.form.reference')}
          error={errors.externalReference}
          hint={t('staking.form.referenceHint')}
        >
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
