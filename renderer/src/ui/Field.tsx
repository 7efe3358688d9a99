import { useId } from 'react';

/** Accessibility props a field's control spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled form control with its hint or error announced as its description. */
export function Field(props: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (control: FieldControlProps) => React.JSX.Element;
}): React.JSX.Element {
  const id = useId();
  const noteId = `${id}-note`;
  const note = props.error ?? props.hint;
  return (
    <div className={props.error ? 'field has-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note ? (
        // A hint may be cut to one line in a small window: its whole text on hover.
        <span id={noteId} className={props.error ? 'field-error' : 'field-hint'} title={props.error ? undefined : note}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
