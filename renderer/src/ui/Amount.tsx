import { useAssetPrecision } from '../assets/store';
import { formatDecimal } from '../../../shared/format/decimal';
import { spendable } from '../../../shared/format/precision';

/**
 * An exact decimal shown per its asset's precision; hovering shows every digit,
 * and copying the figure copies every digit (the one precision rule: display
 * places on screen, the exact value on hover and on copy).
 */
export function Amount(props: {
  value: string;
  precision?: number | undefined;
  asset?: string | null | undefined;
  className?: string;
  signed?: boolean;
  /** What the user can spend: rounded down, never up (an available balance). */
  spendable?: boolean;
}): React.JSX.Element {
  // Given an asset, the places are its display precision (the same ETH amount shows alike in staking and on the ticket).
  const assetPrecision = useAssetPrecision(props.asset ?? '');
  const precision = props.precision ?? (props.asset ? assetPrecision : undefined);
  const sign = props.signed ? { signed: true } : {};
  const shown = formatDecimal(
    props.spendable ? spendable(props.value, precision) : props.value,
    precision === undefined ? sign : { precision, ...sign },
  );
  const exact = formatDecimal(props.value, sign);
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
export function AssetAmount(props: {
  value: string;
  asset: string;
  className?: string;
  spendable?: boolean;
}): React.JSX.Element {
  return (
    <>
      <Amount
        value={props.value}
        asset={props.asset}
        spendable={props.spendable === true}
        {...(props.className ? { className: props.className } : {})}
      />{' '}
      {props.asset}
    </>
  );
}
