import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { LIMIT_LABELS, type TradingLimits } from '../../../shared/trading/limits';
import { useT } from '../i18n/store';
import { Field } from '../ui/Field';
import type { LimitsDraft, LimitsErrors } from './limits-form';

// The order the fields are asked in, with the hint under each (the names are the limits' own: LIMIT_LABELS).
const FIELDS: { key: keyof TradingLimits; hint: MessageKey }[] = [
  { key: 'maxOrderValue', hint: 'trading.limits.maxOrderValueHint' },
  { key: 'priceBandPercent', hint: 'trading.limits.priceBandPercentHint' },
  { key: 'maxOrdersPerMinute', hint: 'trading.limits.maxOrdersPerMinuteHint' },
  { key: 'maxDailyValue', hint: 'trading.limits.maxDailyValueHint' },
  { key: 'confirmAbove', hint: 'trading.limits.confirmAboveHint' },
  { key: 'confirmWindowMinutes', hint: 'trading.limits.confirmWindowMinutesHint' },
  { key: 'stakingMaxSharePercent', hint: 'trading.limits.stakingMaxSharePercentHint' },
];

/** The pre-trade limits as form fields (used by the new-profile dialog and the Settings editor). */
export function LimitsFields(props: {
  draft: LimitsDraft;
  errors: LimitsErrors;
  onChange: (draft: LimitsDraft) => void;
  disabled?: boolean;
}): React.JSX.Element {
  const t = useT();
  return (
    <>
      {FIELDS.map(({ key, hint }) => (
        <Field key={key} label={t(LIMIT_LABELS[key])} error={props.errors[key]} hint={t(hint)}>
          {(control) => (
            <input
              {...control}
              className="input mono"
              inputMode="decimal"
              value={props.draft[key]}
              disabled={props.disabled}
              onChange={(event) => props.onChange({ ...props.draft, [key]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </>
  );
}
