import { useEffect, useId, useState } from 'react';
import { LEVEL_REARM_FRACTION, MOVE_REARM_FRACTION, watchedPrice } from '../../../shared/alerts/evaluate';
import type { AlertPrice, AlertRuleInput } from '../../../shared/alerts/rules';
import { ALERT_CHECK_MS, ALERT_PRICES, formatAlertPrice } from '../../../shared/alerts/rules';
import { ALERT_PRICE_LABELS, ruleMessage } from '../../../shared/alerts/words';
import { formatDecimal } from '../../../shared/format/decimal';
import { formatPercent } from '../../../shared/format/percent';
import { pricePlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { useCustomerContext } from '../customers/store';
import { formatTime } from '../format/datetime';
import { translateMessage, useT } from '../i18n/store';
import { parseDecimalInput } from '../format/parse-decimal';
import { refreshTopOfBook, useTopOfBook } from '../trading/market-store';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import type { AlertConfirmation } from './store';
import {
  addAlert,
  closeAlertConfirmation,
  editAlertFor,
  useAlertConfirmation,
  useAlertEditing,
  useAlertsError,
} from './store';

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
function useCurrentBook(target: Target): {
  status: 'loading' | 'ready' | 'none';
  bid: string | null;
  ask: string | null;
  at: string | null;
} {
  const context = useCustomerContext();
  const book = useTopOfBook(context);
  useEffect(() => {
    if (context) void refreshTopOfBook(context);
  }, [context]);
  if (book.status === 'loading' && context) return { status: 'loading', bid: null, ask: null, at: null };
  const entry =
    book.status === 'ready'
      ? book.value.find((item) => item.symbol === target.symbol && item.currency === target.currency)
      : undefined;
  return entry
    ? { status: 'ready', bid: entry.bid, ask: entry.ask, at: entry.timestamp }
    : { status: 'none', bid: null, ask: null, at: null };
}

function AlertForm(props: { target: Target }): React.JSX.Element {
  const t = useT();
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
  const prefill =
    condition !== 'move' && watched !== null
      ? formatDecimal(watched, { grouping: false, ...(places === undefined ? {} : { precision: places }) })
      : '';
  const value = typed ?? prefill;
  const close = () => editAlertFor(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const base = { ...target, on };
    // The level as the user's locale writes it, or as the app shows a price ("2'700.50" pasted from the book).
    const amount = parseDecimalInput(value);
    const input: AlertRuleInput =
      condition === 'move'
        ? { kind: 'move', ...base, percent: amount, window }
        : { kind: 'level', ...base, direction: condition, level: amount };
    void addAlert(input, watched !== null && current.at !== null ? { value: watched, at: current.at } : null);
  };
  const price = (text: string | null) => (text === null ? '–' : formatAlertPrice(text, target, { table }));
  const mid = current.status === 'ready' ? watchedPrice(current, 'mid') : null;
  return (
    <Dialog
      title={t('alerts.dialog.title', { instrument: `${target.symbol}/${target.currency}` })}
      onClose={close}
      footer={
        <>
          <button type="button" className="button" onClick={close}>
            {t('alerts.dialog.cancel')}
          </button>
          <button type="submit" form={formId} className="button button-primary">
            {t('alerts.dialog.submit')}
          </button>
        </>
      }
    >
      <form id={formId} className="form alert-form" onSubmit={submit} aria-label={t('alerts.dialog.formLabel')}>
        <p className="alert-now" data-testid="alert-now" aria-live="polite">
          {current.status === 'loading'
            ? t('alerts.dialog.reading')
            : current.status === 'none' || current.at === null
              ? t('alerts.dialog.unavailable')
              : t('alerts.dialog.now', {
                  bid: price(current.bid),
                  ask: price(current.ask),
                  mid: price(mid),
                  time: formatTime(current.at),
                })}
        </p>
        <label className="field">
          <span>{t('alerts.dialog.when')}</span>
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
            <option value="above">{t('alerts.dialog.above')}</option>
            <option value="below">{t('alerts.dialog.below')}</option>
            <option value="move">{t('alerts.dialog.move')}</option>
          </select>
        </label>
        <label className="field">
          <span>
            {condition === 'move'
              ? t('alerts.dialog.moveField')
              : t('alerts.dialog.priceField', { currency: target.currency })}
          </span>
          <input
            className="input num"
            inputMode="decimal"
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            required
            aria-invalid={error !== null}
          />
        </label>
        {condition === 'move' ? (
          <label className="field">
            <span>{t('alerts.dialog.within')}</span>
            <select
              className="select"
              value={window}
              onChange={(event) => setWindow(event.target.value as '1h' | '24h')}
            >
              <option value="1h">{t('alerts.dialog.hour')}</option>
              <option value="24h">{t('alerts.dialog.day')}</option>
            </select>
          </label>
        ) : null}
        <label className="field">
          <span>{t('alerts.dialog.on')}</span>
          <select className="select" value={on} onChange={(event) => setOn(event.target.value as AlertPrice)}>
            {ALERT_PRICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(ALERT_PRICE_LABELS[choice])}
              </option>
            ))}
          </select>
        </label>
        <p className="muted">{helpText(t, condition === 'move')}</p>
        {error ? <ErrorNotice error={error} inline /> : null}
      </form>
    </Dialog>
  );
}

/** How an alert behaves, for a trader. */
function helpText(t: ReturnType<typeof useT>, move: boolean): string {
  const seconds = ALERT_CHECK_MS / 1000;
  return move
    ? t('alerts.dialog.helpMove', { seconds, rearm: formatPercent(MOVE_REARM_FRACTION, { fraction: true }) })
    : t('alerts.dialog.helpLevel', { seconds, rearm: formatPercent(LEVEL_REARM_FRACTION, { fraction: true }) });
}

/** What main kept, in words, with the price when it was set. */
function AlertSet(props: { confirmation: AlertConfirmation }): React.JSX.Element {
  const t = useT();
  const { rule, priceThen } = props.confirmation;
  const table = usePrecisionTable();
  return (
    <Dialog
      title={t('alerts.set.title', { instrument: `${rule.symbol}/${rule.currency}` })}
      onClose={closeAlertConfirmation}
      footer={
        <button type="button" className="button button-primary" onClick={closeAlertConfirmation} data-autofocus>
          {t('alerts.set.done')}
        </button>
      }
    >
      <p role="status" data-testid="alert-set">
        {translateMessage(ruleMessage(rule, { table }, 'set'))}
      </p>
      {priceThen ? (
        <p className="muted">
          {t('alerts.set.priceThen', {
            on: rule.on,
            price: formatAlertPrice(priceThen.value, rule, { table }),
            time: formatTime(priceThen.at),
          })}
        </p>
      ) : null}
      <p className="muted">{t('alerts.set.where')}</p>
    </Dialog>
  );
}
