import { formatDecimal } from '../format/decimal';

/** An exact decimal shown per its asset's precision; hovering shows every digit. */
export function Amount(props: { value: string; precision?: number | undefined; className?: string }): React.JSX.Element {
  const shown = formatDecimal(props.value, props.precision === undefined ? {} : { precision: props.precision });
  const exact = formatDecimal(props.value);
  return (
    <span className={props.className ? `num ${props.className}` : 'num'} title={exact === shown ? undefined : exact}>
      {shown}
    </span>
  );
}
