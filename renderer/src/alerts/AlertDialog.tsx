import { useId, useState } from 'react';
import type { AlertPrice, AlertRuleInput } from '../../../shared/alerts/rules';
import { ALERT_PRICES } from '../../../shared/alerts/rules';
import { parseDecimalInput } from '../format/parse-decimal';
import { Dialog } from '../ui/Dialog';
import { addAlert, editAlertFor, useAlertEditing, useAlertsError } from './store';

type Condition = 'above' | 'below' | 'move';

/** Sets a price alert for the instrument chosen in the market panel: a level above/below on mid, bid or ask, or a move of N % within 1 h or 24 h. */
export function AlertDialog(): React.JSX.Element | null {
  const target = useAlertEditing();
  const error = useAlertsError();
  const [condition, setCondition] = useState<Condition>('above');
  const [value, setValue] = useState('');
  const [on, setOn] = useState<AlertPrice>('mid');
  const [window, setWindow] = useState<'1h' | '24h'>('1h');
  const formId = useId();
  if (target === null) return null;
  const close = () => editAlertFor(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const base = { ...target, on };
    // The level as the user's locale writes it, or as the app shows a price ("2'700.50" pasted from the book).
    const amount = parseDecimalInput(value);
    const input: AlertRuleInput = condition === 'move' ? { kind: 'move', ...base, percent: amount, window } : { kind: 'level', ...base, direction: condition, level: amount };
    void addAlert(input);
  };
  const issues = (error?.details as { issues?: { path: string; message: string }[] } | undefined)?.issues;
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
        <label className="field">
          <span>When</span>
          <select className="select" value={condition} onChange={(event) => setCondition(event.target.value as Condition)}>
            <option value="above">the price rises to or above</option>
            <option value="below">the price falls to or below</option>
            <option value="move">the price moves by (%)</option>
          </select>
        </label>
        <label className="field">
          <span>{condition === 'move' ? 'Move in %' : `Price (${target.currency})`}</span>
          <input className="input num" inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} required aria-invalid={error !== null} />
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
            {ALERT_PRICES.map((price) => (
              <option key={price} value={price}>
                {price}
              </option>
            ))}
          </select>
        </label>
        <p className="muted">Main checks it with the loan monitor&apos;s interval and notifies once per crossing; it re-arms once the price is back 0.5 % from the level (a move: below 90 % of it).</p>
        {error ? (
          <p className="form-error" role="alert">
            {issues?.map((issue) => `${issue.path}: ${issue.message}`).join('; ') || error.message}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
