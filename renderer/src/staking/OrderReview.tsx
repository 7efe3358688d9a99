import { Identifier } from '../ui/Identifier';
import { useEffect, useRef } from 'react';
import { accountNumberOf } from '../../../shared/api/schemas/common';
import type { CustodyAccount } from '../../../shared/api/schemas/custody';
import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { IpcError } from '../../../shared/ipc/result';
import type { StakingSubmitResult } from '../../../shared/ipc/schemas/staking';
import type { StakingOrderDraft } from '../../../shared/staking/form-rules';
import { exactText } from '../../../shared/format/decimal';
import { Amount } from '../ui/Amount';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';

/** An account as every row of the form and the review names it. */
export const accountLabel = (account: CustodyAccount): string => `${accountNumberOf(account.id)} · ${account.assetSymbol} · ${account.name} (${account.type})`;

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
  title: string;
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
  // Refused before anything was journaled or sent (a limit, or a confirmation not given): there is no order to send again.
  const refused = props.error?.kind === 'limit';
  return (
    <Dialog
      className="staking-dialog"
      title={`Review: ${props.title.toLowerCase()}`}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" disabled={props.sending} onClick={props.onBack}>
            Back
          </button>
          {/* aria-disabled, not disabled, while sending: a disabled button would lose focus to the page behind. */}
          <button type="button" className="button button-primary" data-autofocus aria-disabled={props.sending} onClick={() => !props.sending && props.onSend()}>
            {props.sending ? 'Sending…' : props.error && !refused ? 'Send again (same order)' : `Send ${exit ? 'exit' : 'entry'}`}
          </button>
        </>
      }
    >
      <div ref={body}>
        <dl className="staking-facts" aria-label="Order to send">
          <dt>Type</dt>
          <dd>{exit ? 'Exit' : 'Entry'}</dd>
          <dt>{exit ? 'Staking account' : 'Debit account'}</dt>
          <dd>{props.from ? accountLabel(props.from) : request.fromAccountNumber}</dd>
          {request.productId ? (
            <>
              <dt>Product</dt>
              <dd>{props.product ? `${props.product.name} (${props.product.assetSymbol}, commission ${props.product.commission} %)` : request.productId}</dd>
            </>
          ) : (
            <>
              <dt>{exit ? 'Receiving account' : 'Staking account'}</dt>
              <dd>{props.to ? accountLabel(props.to) : request.toAccountNumber}</dd>
            </>
          )}
          <dt>Amount</dt>
          {/* Exactly what is sent, every digit and no padding zeros ("1.25", never "1.25000000"). */}
          <dd>
            <Amount value={exactText(request.amount)} /> {props.assetSymbol ?? ''}
          </dd>
          <dt>External reference</dt>
          <dd>{request.externalReference ?? '—'}</dd>
          <dt>Order id</dt>
          <dd className="staking-id">
            <Identifier value={props.id} label="order id" />
          </dd>
        </dl>
        <p className="muted">The order id is saved before sending: sending again can never create a second order.</p>
        {props.error ? <ErrorNotice error={props.error} title={refused ? 'The order was not sent' : 'The order was not accepted'} /> : null}
      </div>
    </Dialog>
  );
}

/** The outcome: sent, or unknown with a retry of the same order; Close takes the focus. */
export function OrderOutcome(props: { title: string; result: StakingSubmitResult; onRetry: () => void; onClose: () => void }): React.JSX.Element {
  const { result } = props;
  const body = useStepFocus(`done-${result.outcome}`);
  return (
    <Dialog
      className="staking-dialog"
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          {result.outcome === 'unknown' ? (
            <button type="button" className="button button-primary" data-autofocus onClick={props.onRetry}>
              Retry same order
            </button>
          ) : null}
          <button type="button" className="button" data-autofocus={result.outcome === 'unknown' ? undefined : true} onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      <div ref={body}>
        <div className={result.outcome === 'sent' ? 'notice staking-outcome is-sent' : 'notice notice-warning staking-outcome'} role="status">
          <strong>{result.outcome === 'sent' ? 'Sent' : 'Outcome unknown'}</strong> {result.message}
        </div>
        <p className="muted staking-id">
          Order id <Identifier value={result.id} label="order id" />
        </p>
      </div>
    </Dialog>
  );
}
