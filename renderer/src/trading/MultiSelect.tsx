import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';

/** A compact multiple choice: a disclosure with a checkbox per option ("Any" when none is ticked). */
export function MultiSelect<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  words?: (option: T) => string;
  onChange: (value: T[]) => void;
}): React.JSX.Element {
  const t = useT();
  const words = props.words ?? ((option: T) => option);
  const summary =
    props.value.length === 0
      ? t('trading.filters.any')
      : props.value.length === 1
        ? words(props.value[0]!)
        : t('trading.filters.chosen', { count: props.value.length, shown: formatCount(props.value.length) });
  return (
    <details className="multi-select">
      <summary
        className="select select-small"
        aria-label={t('trading.filters.summary', { label: props.label, summary })}
      >
        <span className="multi-label">{props.label}</span> {summary}
      </summary>
      <fieldset className="multi-options">
        <legend className="visually-hidden">{props.label}</legend>
        {props.options.map((option) => (
          <label key={option} className="checkbox-field">
            <input
              type="checkbox"
              checked={props.value.includes(option)}
              onChange={(event) =>
                props.onChange(
                  event.target.checked ? [...props.value, option] : props.value.filter((item) => item !== option),
                )
              }
            />
            <span>{words(option)}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
