import { countWords, formatCount } from '../../../shared/format/count';
import '../styles/cancel-all.css';
import type { CustomerContext } from '../customers/context';
import { ErrorNotice } from '../ui/ErrorNotice';
import { askCancelAll, cancelAllOutcomeWords, cancelAllSummary, closeCancelAll, confirmCancelAll, useCancelAll } from './cancel-all-store';

const scopeWords = (instrument: string | null): string => (instrument ? `of ${instrument}` : 'of this customer');

/**
 * Cancel all open orders of the desk's instrument or of the customer. Like
 * the row's cancel it asks once, inline, with the count: Yes is focused
 * (Enter confirms), Esc or Keep keeps the orders. Nothing is sent before the
 * Yes; afterwards each order's outcome is listed.
 */
export function CancelAll(props: { context: CustomerContext; instrument: string | null; disabled?: boolean }): React.JSX.Element {
  const { context, instrument } = props;
  const state = useCancelAll(context);
  if (state.phase === 'idle') {
    return (
      <div className="cancel-all" role="group" aria-label="Cancel open orders">
        {instrument ? (
          <button type="button" className="button button-small button-quiet" disabled={props.disabled} onClick={() => void askCancelAll(context, instrument)}>
            Cancel all {instrument}…
          </button>
        ) : null}
        <button type="button" className="button button-small button-quiet" disabled={props.disabled} onClick={() => void askCancelAll(context, null)}>
          Cancel all orders…
        </button>
      </div>
    );
  }
  const scope = scopeWords(state.instrument);
  if (state.phase === 'counting' || state.phase === 'sending') {
    return (
      <div className="cancel-all" role="status">
        <span className="muted">{state.phase === 'counting' ? `Counting open orders ${scope}…` : `Cancelling ${countWords(state.count, 'order')} ${scope}…`}</span>
      </div>
    );
  }
  if (state.phase === 'asking') {
    const count = state.orderIds.length;
    const question = `Cancel ${countWords(count, 'open order')} ${scope}?`;
    return (
      <div
        className="cancel-all cancel-confirm"
        role="group"
        aria-label={`${question} Enter confirms, Esc keeps them`}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          closeCancelAll();
        }}
      >
        <span className="cancel-all-question">{question}</span>
        <button type="button" className="button button-small button-danger" autoFocus onClick={() => void confirmCancelAll(context)}>
          Yes, cancel {formatCount(count)}
        </button>
        <button type="button" className="button button-small button-quiet" onClick={closeCancelAll}>
          Keep
        </button>
      </div>
    );
  }
  return (
    <div className="cancel-all cancel-all-outcome" role="status" data-testid="cancel-all-outcome">
      {state.phase === 'error' ? (
        <ErrorNotice error={state.error} title={`The open orders ${scope} were not cancelled`} />
      ) : state.phase === 'none' ? (
        <span>No open orders {scope}; nothing to cancel.</span>
      ) : (
        <details>
          <summary>{cancelAllSummary(state.result)}</summary>
          <ul className="cancel-all-results">
            {state.result.results.map((entry) => (
              <li key={entry.orderId}>
                <span className="num">#{entry.orderId}</span> {entry.pair ?? ''} · {cancelAllOutcomeWords(entry)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="button button-small button-quiet" onClick={closeCancelAll}>
        Close
      </button>
    </div>
  );
}
