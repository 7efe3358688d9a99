import { useEffect, useId, useState } from 'react';
import { LEVEL_REARM_FRACTION, MOVE_REARM_FRACTION, watchedPrice } from '../../../shared/alerts/evaluate';
import type { AlertPrice, AlertRuleInput } from '../../../shared/alerts/rules';
import { ALERT_CHECK_MS, ALERT_PRICE_WORDS, ALERT_PRICES, describeRule, formatAlertPrice } from '../../../shared/alerts/rules';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { pricePlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { useCustomerContext } from '../customers/store';
import { formatTime } from '../format/datetime';
import { parseDecimalInput } from '../format/parse-decimal';
import { refreshTopOfBook, useTopOfBook } from '../trading/market-store';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { AlertConfirmation } from './store';
import { addAlert, closeAlertConfirmation, editAlertFor, useAlertConfirmation, useAlertEditing, useAlertsError } from './store';

type Condition = 'above' | 'below' | 'move';
type Target = { profileId: string; symbol: string; currency: string };

/**
 * Sets a price alert for an instrument (market panel, or Settings → Price
 * alerts): a level above/below on mid, bid or ask, prefilled with the current
 * price, or a move of N % within 1 h or 24 h; once main keeps it, says in
 * words what was set.
 */
export function AlertDialog(): React.JSX.Element | null {
  const target = useAlertEditing();
  const confirmed = useAlertConfirmation();
  if (confirmed) return <AlertSet confirmation={confirmed} />;
  if (target === null) return null;
  // A new instrument starts a fresh form (its own prefilled price).
  return <AlertForm key={`${target.profileId}/${target.symbol}/${target.currency}`} target={target} />;
}

/** The current top of book of the instrument, for the prefill and the line above the form. */
function useCurrentBook(target: Target): { status: 'loading' | 'ready' | 'none'; bid: string | null; ask: string | null; at: string | null } {
  const context = useCustomerContext();
  const book = useTopOfBook(context);
  useEffect(() => {
    if (context) void refreshTopOfBook(context);
  }, [context]);
  if (book.status === 'loading' && context) return { status: 'loading', bid: null, ask: null, at: null };
  const entry = book.status === 'ready' ? book.value.find((item) => item.symbol === target.symbol && item.currency === target.currency) : undefined;
  return entry ? { status: 'ready', bid: entry.bid, ask: entry.ask, at: entry.timestamp } : { status: 'none', bid: null, ask: null, at: null };
}

function AlertForm(props: { target: Target }): React.JSX.Element {
  const { target } = props;
  const error = useAlertsError();
  const table = usePrecisionTable();
  const current = useCurrentBook(target);
  const [condition, setCondition] = useState<Condition>('above');
  // null until the user types: the level then follows the current price of the chosen side.
  const [typed, setTyped] = useState<string | null>(null);
  const [on, setOn] = useState<AlertPrice>('mid');
  const [window, setWindow] = useState<'1h' | '24h'>('1h');
  const formId = useId();
  const watched = current.status === 'ready' ? watchedPrice(current, on) : null;
  const places = pricePlaces(target.symbol, target.currency, table);
  const prefill = condition !== 'move' && watched !== null ? formatDecimal(watched, { grouping: false, ...(places === undefined ? {} : { precision: places }) }) : '';
  const value = typed ?? prefill;
  const close = () => editAlertFor(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const base = { ...target, on };
    // The level as the user's locale writes it, or as the app shows a price ("2'700.50" pasted from the book).
    const amount = parseDecimalInput(value);
    const input: AlertRuleInput = condition === 'move' ? { kind: 'move', ...base, percent: amount, window } : { kind: 'level', ...base, direction: condition, level: amount };
    void addAlert(input, watched !== null && current.at !== null ? { value: watched, at: current.at } : null);
  };
  const price = (text: string | null) => (text === null ? '–' : formatAlertPrice(text, target, { table }));
  const mid = current.status === 'ready' ? watchedPrice(current, 'mid') : null;
  return (
    <Dialog
      title={`Price alert · ${target.symbol}/${target.currency}`}
      onClose={close}
      footer={
        <>
          <button type="button" className="button" onClick={close}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button button-primary">
            Set alert
          </button>
        </>
      }
    >
      <form id={formId} className="form alert-form" onSubmit={submit} aria-label="Set a price alert">
        <p className="alert-now" data-testid="alert-now" aria-live="polite">
          {current.status === 'loading'
            ? 'Reading the current price…'
            : current.status === 'none' || current.at === null
              ? 'The current price is not available just now.'
              : `Now: bid ${price(current.bid)} · ask ${price(current.ask)} · mid ${price(mid)} · as of ${formatTime(current.at)}`}
        </p>
        <label className="field">
          <span>When</span>
          <select
            className="select"
            value={condition}
            onChange={(event) => {
              const next = event.target.value as Condition;
              // A level typed is no size of a move (and back): the field starts over.
              if ((next === 'move') !== (condition === 'move')) setTyped(null);
              setCondition(next);
            }}
          >
            <option value="above">the price rises to or above</option>
            <option value="below">the price falls to or below</option>
            <option value="move">the price moves by (%)</option>
          </select>
        </label>
        <label className="field">
          <span>{condition === 'move' ? 'Move in %' : `Price (${target.currency})`}</span>
          <input className="input num" inputMode="decimal" value={value} onChange={(event) => setTyped(event.target.value)} required aria-invalid={error !== null} />
        </label>
        {condition === 'move' ? (
          <label className="field">
            <span>Within</span>
            <select className="select" value={window} onChange={(event) => setWindow(event.target.value as '1h' | '24h')}>
              <option value="1h">1 hour</option>
              <option value="24h">24 hours</option>
            </select>
          </label>
        ) : null}
        <label className="field">
          <span>On</span>
          <select className="select" value={on} onChange={(event) => setOn(event.target.value as AlertPrice)}>
            {ALERT_PRICES.map((choice) => (
              <option key={choice} value={choice}>
                {ALERT_PRICE_WORDS[choice]}
              </option>
            ))}
          </select>
        </label>
        <p className="muted">{helpText(condition === 'move')}</p>
        {error ? <ErrorNotice error={error} inline /> : null}
      </form>
    </Dialog>
  );
}

/** How an alert behaves, for a trader. */
function helpText(move: boolean): string {
  const every = `The desk checks the service's prices about every ${ALERT_CHECK_MS / 1000} seconds while it is running`;
  return move
    ? `${every} and notifies you once when the price has moved by your size within the window. It notifies again only after the move has fallen back below ${formatPercent(MOVE_REARM_FRACTION, { fraction: true })} of that size.`
    : `${every} and notifies you once when the price reaches your level. It notifies again only after the price has gone back ${formatPercent(LEVEL_REARM_FRACTION, { fraction: true })} past the level.`;
}

/** What main kept, in words, with the price when it was set. */
function AlertSet(props: { confirmation: AlertConfirmation }): React.JSX.Element {
  const { rule, priceThen } = props.confirmation;
  const table = usePrecisionTable();
  return (
    <Dialog
      title={`Price alert set · ${rule.symbol}/${rule.currency}`}
      onClose={closeAlertConfirmation}
      footer={
        <button type="button" className="button button-primary" onClick={closeAlertConfirmation} data-autofocus>
          Done
        </button>
      }
    >
      <p role="status" data-testid="alert-set">
        You will be notified when the {describeRule(rule, { table })}.
      </p>
      {priceThen ? (
        <p className="muted">
          When you set it, the {ALERT_PRICE_WORDS[rule.on]} was {formatAlertPrice(priceThen.value, rule, { table })} (as of {formatTime(priceThen.at)}).
        </p>
      ) : null}
      <p className="muted">Snooze or remove it in Settings → Price alerts.</p>
    </Dialog>
  );
}
