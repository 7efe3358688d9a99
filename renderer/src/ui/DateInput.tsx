import { useEffect, useState } from 'react';
import { useDisplayLanguage } from '../i18n/store';
import {
  LOCAL_MINUTE,
  dateTimePattern,
  datePattern,
  formatDate,
  formatDateMinute,
  parseDateInput,
  parseDateTimeInput,
  useDateStyle,
} from '../format/datetime';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** How a field of one kind reads, shows and describes its values. */
interface Kind {
  readonly parse: (text: string) => string | null;
  /** Whether a stored value is one this kind shows in the app's style (anything else shows as it is). */
  readonly holds: (value: string) => boolean;
  readonly show: (value: string) => string;
  readonly pattern: () => string;
}

const DATE: Kind = {
  parse: parseDateInput,
  holds: (value) => ISO_DATE.test(value),
  show: formatDate,
  pattern: datePattern,
};
// A local "YYYY-MM-DDTHH:mm" is read by Date.parse as local time, which is what the field shows.
const DATE_TIME: Kind = {
  parse: parseDateTimeInput,
  holds: (value) => LOCAL_MINUTE.test(value),
  show: (value) => formatDateMinute(Date.parse(value)),
  pattern: dateTimePattern,
};

/**
 * A date field (or, with `time`, a date-and-time field to the minute) in the
 * app's one date style (the locale's, or ISO when chosen in Settings), never
 * the browser's own picker, whose format follows the browser and not the app.
 * The value is "YYYY-MM-DD" (with `time`: local "YYYY-MM-DDTHH:mm"); typing
 * either style works. onChange gets the value when the text is one, else the
 * text as typed with valid false (the form's check then names the expected pattern).
 */
export function DateInput(
  props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
    value: string;
    onChange: (value: string, valid: boolean) => void;
    time?: boolean;
  },
): React.JSX.Element {
  const { value, onChange, className, time, ...rest } = props;
  const kind = time === true ? DATE_TIME : DATE;
  const shown = (stored: string): string => (kind.holds(stored) ? kind.show(stored) : stored);
  const style = useDateStyle();
  // The placeholder names the date's parts in the page's language: drawn again when it changes.
  useDisplayLanguage();
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a reset, another style) replaces the text unless the text already means it.
  useEffect(() => {
    setText((current) => (kind.parse(current) === value || current.trim() === value ? current : shown(value)));
  }, [value]);
  // Another date style: a date shows in the new one (text that is not a date stays as typed).
  useEffect(() => {
    if (kind.holds(value)) setText(shown(value));
  }, [style]);
  const valid = text.trim() === '' || kind.parse(text) !== null;
  return (
    <input
      {...rest}
      className={className ?? 'input'}
      value={text}
      placeholder={props.placeholder ?? kind.pattern()}
      aria-invalid={valid ? props['aria-invalid'] : true}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        const parsed = kind.parse(event.target.value);
        onChange(parsed ?? event.target.value.trim(), parsed !== null || event.target.value.trim() === '');
      }}
    />
  );
}
