import { useEffect, useState } from 'react';
import { datePattern, formatDate, parseDateInput, useDateStyle } from '../format/datetime';

/** How a stored value shows in the field: a calendar date in the app's date style, anything else as it is. */
const shown = (value: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value);

/**
 * A date field in the app's one date style (the locale's, or ISO when chosen
 * in Settings), never the browser's own date picker, whose format follows the
 * browser and not the app. The value is "YYYY-MM-DD"; typing either style
 * works. onChange gets the date when the text is one, else the text as typed
 * with valid false (the form's check then names the expected pattern).
 */
export function DateInput(
  props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string, valid: boolean) => void },
): React.JSX.Element {
  const { value, onChange, className, ...rest } = props;
  const style = useDateStyle();
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, another style) replaces the text unless the text already means it.
  useEffect(() => {
    setText((current) => (parseDateInput(current) === value || current.trim() === value ? current : shown(value)));
  }, [value]);
  // Another date style: a date shows in the new one (text that is not a date stays as typed).
  useEffect(() => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setText(shown(value));
  }, [style]);
  const valid = text.trim() === '' || parseDateInput(text) !== null;
  return (
    <input
      {...rest}
      className={className ?? 'input'}
      value={text}
      placeholder={props.placeholder ?? datePattern()}
      aria-invalid={valid ? props['aria-invalid'] : true}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        const date = parseDateInput(event.target.value);
        onChange(date ?? event.target.value.trim(), date !== null || event.target.value.trim() === '');
      }}
    />
  );
}
