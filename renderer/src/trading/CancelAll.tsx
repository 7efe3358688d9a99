import { formatCount } from '../../../shared/format/count';
import '../styles/cancel-all.css';
import type { CustomerContext } from '../customers/context';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import {
  askCancelAll,
  cancelAllOutcomeWords,
  cancelAllSummary,
  closeCancelAll,
  confirmCancelAll,
  useCancelAll,
} from './cancel-all-store';

/** The scope's arguments: the sentences say "of BTC/CHF" or "of this customer" (ICU select on `scope`). */
const scopeOf = (instrument: string | null): { scope: string; instrument: string } =>
  instrument ? { scope: 'instrument', instrument } : { scope: 'customer', instrument: '' };

/**
 * Cancel all open orders of the desk's instrument or of the customer. Like
 * the row's cancel it asks once, inline, with the count: Yes is focused
 * (Enter confirms), Esc or Keep keeps the orders. Nothing is sent before the
 * Yes; afterwards each order's outcome is listed.
 */
export function CancelAll(props: {
  context: CustomerContext;
  instrument: string | null;
  disabled?: boolean;
}): React.JSX.Element {
  const { context, instrument } = props;
  const state = useCancelAll(context);
  const t = useT();
  if (state.phase === 'idle') {
    return (
      <div className="cancel-all" role="group" aria-label={t('trading.cancelAll.group')}>
        {instrument ? (
          <button
            type="button"
            className="button button-small button-quiet"
            disabled={props.disabled}
            onClick={() => void askCancelAll(context, instrument)}
          >
            {t('trading.cancelAll.instrument', { instrument })}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-small button-quiet"
          disabled={props.disabled}
          onClick={() => void askCancelAll(context, null)}
        >
          {t('trading.cancelAll.all')}
        </button>
      </div>
    );
  }
  const scope = scopeOf(state.instrument);
  if (state.phase === 'counting' || state.phase === 'sending') {
    return (
      <div className="cancel-all" role="status">
        <span className="muted">
          {state.phase === 'counting'
            ? t('trading.cancelAll.counting', scope)
            : t('trading.cancelAll.sending', { ...scope, count: state.count, shown: formatCount(state.count) })}
        </span>
      </div>
    );
  }
  if (state.phase === 'asking') {
    const count = state.orderIds.length;
    const question = t('trading.cancelAll.question', { ...scope, count, shown: formatCount(count) });
    return (
      <div
        className="cancel-all cancel-confirm"
        role="group"
        aria-label={t('trading.cancelAll.questionKeys', { question })}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          closeCancelAll();
        }}
      >
        <span className="cancel-all-question">{question}</span>
        <button
          type="button"
          className="button button-small button-danger"
          autoFocus
          onClick={() => void confirmCancelAll(context)}
        >
          {t('trading.cancelAll.yes', { shown: formatCount(count) })}
        </button>
        <button type="button" className="button button-small button-quiet" onClick={closeCancelAll}>
          {t('trading.cancel.keep')}
        </button>
      </div>
    );
  }
  return (
    <div className="cancel-all cancel-all-outcome" role="status" data-testid="cancel-all-outcome">
      {state.phase === 'error' ? (
        <ErrorNotice error={state.error} title={t('trading.cancelAll.failed', scope)} />
      ) : state.phase === 'none' ? (
        <span>{t('trading.cancelAll.none', scope)}</span>
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
        {t('trading.cancelAll.close')}
      </button>
    </div>
  );
}
