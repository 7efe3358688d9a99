import { Identifier } from '../ui/Identifier';
import { useEffect, useRef } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { IpcError } from '../../../shared/ipc/result';
import type { StakingSubmitResult } from '../../../shared/ipc/schemas/staking';
import type { StakingOrderDraft } from '../../../shared/staking/form-rules';
import { exactText, formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { ACCOUNT_TYPE_WORDS, ORDER_STATE_WORDS } from '../../../shared/staking/words';
import { translate, useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';

/** An account as every row of the form and the review names it (in the page's language: call it while drawing). */
export const accountLabel = (account: CustodyAccount): string =>
  translate('staking.account.label', {
    number: accountNumberOf(account.id),
    asset: account.assetSymbol ?? '—',
    name: account.name,
    type: translate(ACCOUNT_TYPE_WORDS[account.type]),
  });

/**
 * Keeps the keyboard in the dialog when its content changes: the button that
 * had focus (Review…, Send) is replaced or disabled, which would drop focus
 * to the page behind. Focuses the element marked data-autofocus each step.
 */
function useStepFocus(step: string): React.RefObject<HTMLDivElement | null> {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = body.current?.closest('dialog');
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [step]);
  return body;
}

/** What is sent, exactly: every row named and aligned alike, the amount as sent without padding zeros. */
export function OrderReview(props: {
  exit: boolean;
  request: StakingOrderDraft;
  from: CustodyAccount | undefined;
  to: CustodyAccount | undefined;
  product: StakingProduct | undefined;
  assetSymbol: string | null;
  id: string;
  sending: boolean;
  error: IpcError | null;
  onBack: () => void;
  onSend: () => void;
  onClose: () => void;
}): React.JSX.Element {
  const { request, exit } = props;
  const body = useStepFocus(props.sending ? 'sending' : 'review');
  const t = useT();
  // Refused before anything was journaled or sent (a limit, or a confirmation not given): there is no order to send again.
  const refused = props.error?.kind === 'limit';
  return (
    <Dialog
      className="staking-dialog"
      title={exit ? t('staking.review.titleExit') : t('staking.review.titleEnter')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" disabled={props.sending} onClick={props.onBack}>
            {t('staking.review.back')}
          </button>
          {/* aria-disabled, not disabled, while sending: a disabled button would lose focus to the page behind. */}
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            aria-disabled={props.sending}
            onClick={() => !props.sending && props.onSend()}
          >
            {props.sending
              ? t('staking.review.sending')
              : props.error && !refused
                ? t('staking.review.sendAgain')
                : exit
                  ? t('staking.review.sendExit')
                  : t('staking.review.sendEntry')}
          </button>
        </>
      }
    >
      <div ref={body}>
        <dl className="staking-facts" aria-label={t('staking.review.facts')}>
          <dt>{t('staking.review.type')}</dt>
          <dd>{exit ? t('staking.type.exit') : t('staking.type.entry')}</dd>
          <dt>{exit ? t('staking.review.stakingAccount') : t('staking.review.debitAccount')}</dt>
          <dd>{props.from ? accountLabel(props.from) : request.fromAccountNumber}</dd>
          {request.productId ? (
            <>
              <dt>{t('staking.review.product')}</dt>
              <dd>
                {props.product
                  ? t('staking.review.productTerms', {
                      name: props.product.name ?? props.product.id,
                      asset: props.product.assetSymbol ?? '—',
                      commission: props.product.commission
                        ? formatPercent(props.product.commission, { exact: true })
                        : '—',
                    })
                  : request.productId}
              </dd>
            </>
          ) : (
            <>
              <dt>{exit ? t('staking.review.receivingAccount') : t('staking.review.stakingAccount')}</dt>
              <dd>{props.to ? accountLabel(props.to) : request.toAccountNumber}</dd>
            </>
          )}
          <dt>{t('staking.review.amount')}</dt>
          {/* Exactly what is sent, every digit and no padding zeros ("1.25", never "1.25000000"). */}
          <dd>
            <Amount value={exactText(request.amount)} /> {props.assetSymbol ?? ''}
          </dd>
          <dt>{t('staking.review.reference')}</dt>
          <dd>{request.externalReference ?? '—'}</dd>
          <dt>{t('staking.review.orderId')}</dt>
          <dd className="staking-id">
            <Identifier value={props.id} label={t('staking.review.orderIdLabel')} />
          </dd>
        </dl>
        <p className="muted">{t('staking.review.idSaved')}</p>
        {props.error ? (
          <ErrorNotice
            error={props.error}
            title={refused ? t('staking.review.notSent') : t('staking.review.notAccepted')}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

/** What the service accepted, in the page's language, from the order it describes (or, before it is readable, the order id). */
function SentWords(props: { result: StakingSubmitResult }): React.JSX.Element {
  const t = useT();
  const { order, entry, id } = props.result;
  if (!order) return <>{t('staking.outcome.sentId', { type: entry.type, id })}</>;
  return (
    <>
      {t('staking.outcome.sentOrder', {
        type: order.type,
        number: order.orderNumber,
        amount: formatDecimal(order.amount),
        asset: order.assetSymbol,
        state: t(ORDER_STATE_WORDS[order.state]),
      })}
    </>
  );
}

/** The outcome: sent, or unknown with a retry of the same order; Close takes the focus. */
export function OrderOutcome(props: {
  title: string;
  result: StakingSubmitResult;
  onRetry: () => void;
  onClose: () => void;
}): React.JSX.Element {
  const { result } = props;
  const body = useStepFocus(`done-${result.outcome}`);
  const t = useT();
  return (
    <Dialog
      className="staking-dialog"
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          {result.outcome === 'unknown' ? (
            <button type="button" className="button button-primary" data-autofocus onClick={props.onRetry}>
              {t('staking.outcome.retry')}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            data-autofocus={result.outcome === 'unknown' ? undefined : true}
            onClick={props.onClose}
          >
            {t('staking.outcome.close')}
          </button>
        </>
      }
    >
      <div ref={body}>
        <div
          className={
            result.outcome === 'sent' ? 'notice staking-outcome is-sent' : 'notice notice-warning staking-outcome'
          }
          role="status"
        >
          <strong>{result.outcome === 'sent' ? t('staking.outcome.sent') : t('staking.outcome.unknown')}</strong>{' '}
          {result.outcome === 'sent' ? <SentWords result={result} /> : result.message}
        </div>
        <p className="muted staking-id">
          {t('staking.outcome.orderId')} <Identifier value={result.id} label={t('staking.review.orderIdLabel')} />
        </p>
      </div>
    </Dialog>
  );
}
