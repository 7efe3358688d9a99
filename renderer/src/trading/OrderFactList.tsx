import { AssetAmount, Amount } from '../ui/Amount';
import type { OrderFact } from './order-facts';

/** An order's facts as a labelled list; amounts at their asset's display precision, every digit on hover and copy. */
export function OrderFactList(props: { facts: readonly OrderFact[]; className?: string }): React.JSX.Element {
  return (
    <dl className={props.className ? `review-grid ${props.className}` : 'review-grid'}>
      {props.facts.map((fact) => (
        <div key={fact.label} className="review-row">
          <dt>{fact.label}</dt>
          {/* Words wrap in a narrow panel; figures (their own num spans) stay on one line. */}
          <dd className={'text' in fact ? undefined : 'num'} data-fact={fact.label}>
            {'text' in fact ? (
              fact.text
            ) : fact.precision === undefined ? (
              <AssetAmount value={fact.amount} asset={fact.asset} />
            ) : (
              <>
                <Amount value={fact.amount} precision={fact.precision} /> {fact.asset}
              </>
            )}
            {'note' in fact && fact.note ? <span className="review-note muted">{fact.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
