import { useAssetPrecision } from '../assets/store';
import { formatDecimal } from '../format/decimal';

/**
 * An exact decimal shown per its asset's precision; hovering shows every digit,
 * and copying the figure copies every digit (the one precision rule: display
 * places on screen, the exact value on hover and on copy).
 */
export function Amount(props: { value: string; precision?: number | undefined; className?: string }): React.JSX.Element {
  const shown = formatDecimal(props.value, props.precision === undefined ? {} : { precision: props.precision });
  const exact = formatDecimal(props.value);
  return (
    <span
      className={props.className ? `num ${props.className}` : 'num'}
      title={exact === shown ? undefined : exact}
      data-exact={props.value}
      onCopy={(event) => {
        // Only a selection inside this one figure is replaced; a copy spanning more text keeps what was selected.
        const selected = window.getSelection()?.toString() ?? '';
        if (exact === shown || selected.trim() !== shown) return;
        event.preventDefault();
        event.clipboardData.setData('text/plain', exact);
      }}
    >
      {shown}
    </span>
  );
}

/** An amount of an asset at the asset's display precision, followed by its symbol. */
export function AssetAmount(props: { value: string; asset: string; className?: string }): React.JSX.Element {
  const precision = useAssetPrecision(props.asset);
  return (
    <>
      <Amount value={props.value} precision={precision} {...(props.className ? { className: props.className } : {})} /> {props.asset}
    </>
  );
}
