import { CopyButton } from './CopyButton';

/**
 * Splits an identifier so each run of zeros can carry its mark. No font the app can count on draws a slashed
 * zero (DejaVu Sans Mono, Chromium's monospace on Linux, ignores `slashed-zero`), so the mark is drawn by CSS.
 */
export function identifierParts(value: string): { text: string; zero: boolean }[] {
  return value
    .split(/(0+)/)
    .filter((text) => text !== '')
    .map((text) => ({ text, zero: text.startsWith('0') }));
}

/**
 * An identifier a person reads out or types elsewhere (order number, order id): monospace, every zero marked so
 * `SO00459663` never reads as letters O, and a copy button beside it (copied through main like every copy).
 * Clicks and keys on it stay here: in a clickable row, copying never opens the row. `copy={false}` only where a row
 * has no room for the button and its detail (one click away) offers it.
 */
export function Identifier(props: { value: string; label: string; copy?: boolean }): React.JSX.Element {
  return (
    <span
      className="identifier"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <span className="identifier-text" title={props.value}>
        {identifierParts(props.value).map((part, index) =>
          part.zero ? (
            <span key={index} className="identifier-zero">
              {[...part.text].map((zero, at) => (
                <span key={at} className="zero">
                  {zero}
                </span>
              ))}
            </span>
          ) : (
            part.text
          ),
        )}
      </span>
      {props.copy === false ? null : <CopyButton value={props.value} label={props.label} />}
    </span>
  );
}
