import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { TradingLimits } from '../../../shared/trading/limits';
import { useT } from '../i18n/store';
import { Field } from '../ui/Field';
import type { LimitsDraft, LimitsErrors } from './limits-form';

// The order the fields are asked in, with the words the user reads.
const FIELDS: { key: keyof TradingLimits; label: MessageKey; hint: MessageKey }[] = [
  { key: 'maxOrderValue', label: 'trading.limits.maxOrderValue', hint: 'trading.limits.maxOrderValueHint' },
  { key: 'priceBandPercent', label: 'trading.limits.priceBandPercent', hint: 'trading.limits.priceBandPercentHint' },
  {
    key: 'maxOrdersPerMinute',
    label: 'trading.limits.maxOrdersPerMinute',
    hint: 'trading.limits.maxOrdersPerMinuteHint',
  },
  { key: 'maxDailyValue', label: 'trading.limits.maxDailyValue', hint: 'trading.limits.maxDailyValueHint' },
  { key: 'confirmAbove', label: 'trading.limits.confirmAbove', hint: 'trading.limits.confirmAboveHint' },
  {
    key: 'confirmWindowMinutes',
    label: 'trading.limits.confirmWindowMinutes',
    hint: 'trading.limits.confirmWindowMinutesHint',
  },
  {
    key: 'stakingMaxSharePercent',
    label: 'trading.limits.stakingMaxSharePercent',
    hint: 'trading.limits.stakingMaxSharePercentHint',
  },
];

/** Each limit's name as the form shows it (the restore plan names raised limits with the same words). */
export const LIMIT_NAMES = Object.fromEntries(FIELDS.map((field) => [field.key, field.label])) as Record<
  keyof TradingLimits,
  MessageKey
>;

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
      {FIELDS.map(({ key, label, hint }) => (
        <Field key={key} label={t(label)} error={props.errors[key]} hint={t(hint)}>
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
