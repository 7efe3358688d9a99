import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { dateTimePattern, useDateStyle } from '../format/datetime';
import { DateInput } from '../ui/DateInput';
import { Field } from '../ui/Field';
import { Segmented } from '../ui/Segmented';
import { AccountPicker } from './AccountPicker';
import type { Offered, TicketOrderType } from './offered';
import { needsLimit, needsStop, ORDER_TYPE_LABEL, TIME_IN_FORCE_LABEL } from './offered';
import type { TicketDraft, TicketErrors } from './ticket-model';
import { accountsFor, takesExpiry } from './ticket-model';
import { legsOf } from '../../../shared/trading/estimate';
import { QuantityField, SizeButtons } from './QuantityField';
import type { AmountTerms } from './ticket-amounts';
import { editTicket } from './ticket-store';
import { commissionWords } from './review-lines';

/** The ticket's fields. Enter anywhere reviews (the form's submit); every field is reachable with Tab. */
export function TicketForm(props: {
  instrument: Instrument;
  instruments: readonly Instrument[];
  onPair: (pair: string) => void;
  draft: TicketDraft;
  errors: TicketErrors;
  offered: Offered;
  accounts: readonly TradingAccount[];
  disabled: boolean;
  /** What converts cash into a quantity (share buttons, amount in the quote currency). */
  terms: AmountTerms;
  /** The quantity an amount in the quote currency comes to; null when none or not in that mode. */
  derived: string | null;
}): React.JSX.Element {
  const { instrument, draft, errors, offered } = props;
  const precision = usePrecisionTable();
  // The expiry's hint names the date style in force (Settings), so it follows a change of style.
  useDateStyle();
  const { pays, receives } = legsOf(instrument, draft.side);
  const labelOf = new Map(offered.orderTypes.map((type) => [ORDER_TYPE_LABEL[type], type]));
  return (
    <fieldset className="ticket-fields" disabled={props.disabled}>
      <legend className="visually-hidden">Order</legend>
      <div className="ticket-row">
        <Field label="Instrument">
          {(control) => (
            <select {...control} className="select" value={`${instrument.symbol}/${instrument.currency}`} onChange={(event) => props.onPair(event.target.value)}>
              {props.instruments.map((item) => {
                const pair = `${item.symbol}/${item.currency}`;
                return (
                  <option key={pair} value={pair} disabled={item.status !== 'Trading'}>
                    {pair}
                    {item.status === 'Trading' ? '' : ` (${item.status.toLowerCase()})`}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        <div className="field">
          <span className="field-label">Side</span>
          <Segmented label="Side" options={['Buy', 'Sell'] as const} value={draft.side} onChange={(side) => editTicket({ side, fromAccount: null, toAccount: null })} />
        </div>
      </div>
      <div className="field">
        <span className="field-label">Order type</span>
        <Segmented
          label="Order type"
          options={offered.orderTypes.map((type) => ORDER_TYPE_LABEL[type])}
          value={ORDER_TYPE_LABEL[draft.orderType]}
          onChange={(label) => {
            const orderType = labelOf.get(label) as TicketOrderType;
            // Market and quoted orders execute at once; resting types default to good-till-cancel.
            const timeInForce = orderType === 'Market' || orderType === 'PreviouslyQuoted' ? 'ImmediateOrCancel' : 'GoodTillCancel';
            editTicket({ orderType, timeInForce: offered.timeInForces.includes(timeInForce) ? timeInForce : draft.timeInForce });
          }}
        />
        {errors.orderType ? <span className="field-error">{errors.orderType}</span> : null}
      </div>
      <div className="ticket-row">
        <QuantityField draft={draft} instrument={instrument} derived={props.derived} error={errors.quantity} />
        {needsLimit(draft.orderType) ? (
          <Field label={`Limit price (${instrument.currency})`} error={errors.limitPrice} hint={`Up to ${instrument.pricePrecision} decimals`}>
            {(control) => (
              <input {...control} className="input num" inputMode="decimal" autoComplete="off" value={draft.limitPrice} onChange={(event) => editTicket({ limitPrice: event.target.value })} />
            )}
          </Field>
        ) : null}
        {needsStop(draft.orderType) ? (
          <Field label={`Stop price (${instrument.currency})`} error={errors.stopPrice} hint="Triggers the order when the market reaches it">
            {(control) => (
              <input {...control} className="input num" inputMode="decimal" autoComplete="off" value={draft.stopPrice} onChange={(event) => editTicket({ stopPrice: event.target.value })} />
            )}
          </Field>
        ) : null}
        <SizeButtons draft={draft} instrument={instrument} from={props.accounts.find((account) => account.account === draft.fromAccount)} terms={props.terms} />
      </div>
      <div className="ticket-row">
        <Field label="Time in force" error={errors.timeInForce}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.timeInForce}
              onChange={(event) => editTicket({ timeInForce: event.target.value as TicketDraft['timeInForce'] })}
            >
              {offered.timeInForces.map((tif) => (
                <option key={tif} value={tif}>
                  {TIME_IN_FORCE_LABEL[tif]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {takesExpiry(draft) ? (
          <Field label="Expires (optional)" error={errors.expireLocal} hint={`Local time (${dateTimePattern()}); the order is cancelled then`}>
            {(control) => <DateInput {...control} time className="input" value={draft.expireLocal} onChange={(expireLocal) => editTicket({ expireLocal })} />}
          </Field>
        ) : null}
      </div>
      <Field label={`Pay from (${pays})`} error={errors.fromAccount}>
        {(control) => (
          <AccountPicker
            control={control}
            accounts={accountsFor(props.accounts, pays)}
            value={draft.fromAccount}
            places={assetPlaces(pays, precision)}
            onChange={(fromAccount) => editTicket({ fromAccount })}
          />
        )}
      </Field>
      <Field label={`Receive into (${receives})`} error={errors.toAccount}>
        {(control) => (
          <AccountPicker
            control={control}
            accounts={accountsFor(props.accounts, receives)}
            value={draft.toAccount}
            places={assetPlaces(receives, precision)}
            automatic={`Automatic: the ${receives} trading account`}
            onChange={(toAccount) => editTicket({ toAccount })}
          />
        )}
      </Field>
      <label className="checkbox-field">
        <input type="checkbox" checked={draft.isCommissionIncluded} onChange={(event) => editTicket({ isCommissionIncluded: event.target.checked })} />
        <span>Commission included</span>
        <span className="field-hint">
          {/* The review's and the outcome's own words for this side, so the hint says what the service does. */}
          {`${draft.isCommissionIncluded ? 'On' : 'Off'}: the fee is ${commissionWords(draft.side, draft.isCommissionIncluded, instrument)}${draft.isCommissionIncluded ? '' : `, in ${instrument.currency}`}.`}
        </span>
      </label>
    </fieldset>
  );
}
