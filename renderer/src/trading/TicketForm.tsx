import type { Instrument, TradingAccount } from '../../../shared/api/schemas/trading';
import { assetPlaces } from '../../../shared/format/precision';
import { usePrecisionTable } from '../assets/store';
import { dateTimePattern, useDateStyle } from '../format/datetime';
import { DateInput } from '../ui/DateInput';
import { Field } from '../ui/Field';
import { Segmented } from '../ui/Segmented';
import { AccountPicker } from './AccountPicker';
import type { Offered, TicketOrderType } from './offered';
import { needsLimit, needsStop, ORDER_TYPE_LABEL } from './offered';
import { instrumentStatusWords } from './instruments';
import { sideWords, timeInForceWords } from './order-format';
import { useT } from '../i18n/store';
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
  const t = useT();
  // The choices show words; each word leads back to its value.
  const labelOf = new Map(offered.orderTypes.map((type) => [t(ORDER_TYPE_LABEL[type]), type]));
  const sides: Readonly<Record<string, 'Buy' | 'Sell'>> = { [sideWords('Buy')]: 'Buy', [sideWords('Sell')]: 'Sell' };
  return (
    <fieldset className="ticket-fields" disabled={props.disabled}>
      <legend className="visually-hidden">{t('trading.ticket.legend')}</legend>
      <div className="ticket-row">
        <Field label={t('trading.ticket.instrument')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={`${instrument.symbol}/${instrument.currency}`}
              onChange={(event) => props.onPair(event.target.value)}
            >
              {props.instruments.map((item) => {
                const pair = `${item.symbol}/${item.currency}`;
                return (
                  <option key={pair} value={pair} disabled={item.status !== 'Trading'}>
                    {item.status === 'Trading'
                      ? pair
                      : t('trading.ticket.pairStatus', { pair, status: instrumentStatusWords(item.status) })}
                  </option>
                );
              })}
            </select>
          )}
        </Field>
        <div className="field">
          <span className="field-label">{t('trading.ticket.side')}</span>
          <Segmented
            label={t('trading.ticket.side')}
            options={Object.keys(sides)}
            value={sideWords(draft.side)}
            onChange={(word) => editTicket({ side: sides[word] ?? 'Buy', fromAccount: null, toAccount: null })}
          />
        </div>
      </div>
      <div className="field">
        <span className="field-label">{t('trading.ticket.orderType')}</span>
        <Segmented
          label={t('trading.ticket.orderType')}
          options={offered.orderTypes.map((type) => t(ORDER_TYPE_LABEL[type]))}
          value={t(ORDER_TYPE_LABEL[draft.orderType])}
          onChange={(label) => {
            const orderType = labelOf.get(label) as TicketOrderType;
            // Market and quoted orders execute at once; resting types default to good-till-cancel.
            const timeInForce =
              orderType === 'Market' || orderType === 'PreviouslyQuoted' ? 'ImmediateOrCancel' : 'GoodTillCancel';
            editTicket({
              orderType,
              timeInForce: offered.timeInForces.includes(timeInForce) ? timeInForce : draft.timeInForce,
            });
          }}
        />
        {errors.orderType ? <span className="field-error">{errors.orderType}</span> : null}
      </div>
      <div className="ticket-row">
        <QuantityField draft={draft} instrument={instrument} derived={props.derived} error={errors.quantity} />
        {needsLimit(draft.orderType) ? (
          <Field
            label={t('trading.ticket.limitPrice', { currency: instrument.currency })}
            error={errors.limitPrice}
            hint={t('trading.ticket.priceHint', { places: instrument.pricePrecision })}
          >
            {(control) => (
              <input
                {...control}
                className="input num"
                inputMode="decimal"
                autoComplete="off"
                value={draft.limitPrice}
                onChange={(event) => editTicket({ limitPrice: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        {needsStop(draft.orderType) ? (
          <Field
            label={t('trading.ticket.stopPrice', { currency: instrument.currency })}
            error={errors.stopPrice}
            hint={t('trading.ticket.stopHint')}
          >
            {(control) => (
              <input
                {...control}
                className="input num"
                inputMode="decimal"
                autoComplete="off"
                value={draft.stopPrice}
                onChange={(event) => editTicket({ stopPrice: event.target.value })}
              />
            )}
          </Field>
        ) : null}
        <SizeButtons
          draft={draft}
          instrument={instrument}
          from={props.accounts.find((account) => account.account === draft.fromAccount)}
          terms={props.terms}
        />
      </div>
      <div className="ticket-row">
        <Field label={t('trading.ticket.timeInForce')} error={errors.timeInForce}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.timeInForce}
              onChange={(event) => editTicket({ timeInForce: event.target.value as TicketDraft['timeInForce'] })}
            >
              {offered.timeInForces.map((tif) => (
                <option key={tif} value={tif}>
                  {timeInForceWords(tif)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {takesExpiry(draft) ? (
          <Field
            label={t('trading.ticket.expires')}
            error={errors.expireLocal}
            hint={t('trading.ticket.expiresHint', { pattern: dateTimePattern() })}
          >
            {(control) => (
              <DateInput
                {...control}
                time
                className="input"
                value={draft.expireLocal}
                onChange={(expireLocal) => editTicket({ expireLocal })}
              />
            )}
          </Field>
        ) : null}
      </div>
      <Field label={t('trading.ticket.payFrom', { asset: pays })} error={errors.fromAccount}>
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
      <Field label={t('trading.ticket.receiveInto', { asset: receives })} error={errors.toAccount}>
        {(control) => (
          <AccountPicker
            control={control}
            accounts={accountsFor(props.accounts, receives)}
            value={draft.toAccount}
            places={assetPlaces(receives, precision)}
            automatic={t('trading.ticket.automatic', { asset: receives })}
            onChange={(toAccount) => editTicket({ toAccount })}
          />
        )}
      </Field>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.isCommissionIncluded}
          onChange={(event) => editTicket({ isCommissionIncluded: event.target.checked })}
        />
        <span>{t('trading.ticket.commissionIncluded')}</span>
        <span className="field-hint">
          {/* The review's and the outcome's own words for this side, so the hint says what the service does. */}
          {draft.isCommissionIncluded
            ? t('trading.ticket.commissionOn', { fee: commissionWords(draft.side, true, instrument) })
            : t('trading.ticket.commissionOff', {
                fee: commissionWords(draft.side, false, instrument),
                currency: instrument.currency,
              })}
        </span>
      </label>
    </fieldset>
  );
}
