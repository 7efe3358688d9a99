import { useId } from 'react';

/** A compact single choice (radio buttons drawn as a segmented control; arrows move between them). */
export function Segmented<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** The words shown for each option, when the values themselves are not what a person reads (enum values, keys). */
  optionLabel?: (option: T) => string;
}): React.JSX.Element {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{props.label}</legend>
      {props.options.map((option) => (
        <label key={option} className="segmented-option">
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option}
            checked={option === props.value}
            onChange={() => props.onChange(option)}
          />
          <span>{props.optionLabel ? props.optionLabel(option) : option}</span>
        </label>
      ))}
    </fieldset>
  );
}
