import type { TradingLimits } from '../../../shared/trading/limits';
import { Field } from '../ui/Field';
import type { LimitsDraft, LimitsErrors } from './limits-form';

// The order the fields are asked in, with the words the user reads.
const FIELDS: { key: keyof TradingLimits; label: string; hint: string }[] = [
  { key: 'maxOrderValue', label: 'Max notional per order', hint: 'In the customer\'s reference currency.' },
  { key: 'priceBandPercent', label: 'Price band (%)', hint: 'How far a limit or stop price may be from the mid.' },
  { key: 'maxOrdersPerMinute', label: 'Orders per minute', hint: 'Per customer, within any 60 seconds.' },
  { key: 'maxDailyValue', label: 'Notional per 24 hours', hint: 'Per customer, within any rolling 24 hours.' },
  { key: 'confirmAbove', label: 'Confirm orders above', hint: 'Larger orders, and staking moves worth more, need your confirmation in a separate dialog of the desktop app.' },
  { key: 'confirmWindowMinutes', label: 'Confirmation window (minutes)', hint: 'When the orders of this many minutes together pass the threshold above, the next one needs the confirmation too.' },
  { key: 'stakingMaxSharePercent', label: 'Staking share (%)', hint: 'Largest staking entry or exit, as a share of the available balance.' },
];

/** The pre-trade limits as form fields (used by the new-profile dialog and the Settings editor). */
export function LimitsFields(props: { draft: LimitsDraft; errors: LimitsErrors; onChange: (draft: LimitsDraft) => void; disabled?: boolean }): React.JSX.Element {
  return (
    <>
      {FIELDS.map(({ key, label, hint }) => (
        <Field key={key} label={label} error={props.errors[key]} hint={hint}>
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
