/** A compact multiple choice: a disclosure with a checkbox per option ("Any" when none is ticked). */
export function MultiSelect<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: readonly T[];
  words?: (option: T) => string;
  onChange: (value: T[]) => void;
}): React.JSX.Element {
  const words = props.words ?? ((option: T) => option);
  const summary = props.value.length === 0 ? 'Any' : props.value.length === 1 ? words(props.value[0]!) : `${props.value.length} chosen`;
  return (
    <details className="multi-select">
      <summary className="select select-small" aria-label={`${props.label}: ${summary}`}>
        <span className="multi-label">{props.label}</span> {summary}
      </summary>
      <fieldset className="multi-options">
        <legend className="visually-hidden">{props.label}</legend>
        {props.options.map((option) => (
          <label key={option} className="checkbox-field">
            <input
              type="checkbox"
              checked={props.value.includes(option)}
              onChange={(event) => props.onChange(event.target.checked ? [...props.value, option] : props.value.filter((item) => item !== option))}
            />
            <span>{words(option)}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
