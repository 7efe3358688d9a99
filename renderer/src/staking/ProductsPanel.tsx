import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { CustomerContext } from '../customers/context';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { formatHours, percentOrDash } from './format';
import { loadProducts, useStakingProducts } from './store';

// Production may send products with only some of our fields: every cell tolerates an absent value.
type LooseProduct = Partial<StakingProduct> & Pick<StakingProduct, 'id'>;

/** The staking products: terms, periods, availability and payout account types; "Stake" opens the entry form on one. */
export function ProductsPanel(props: { context: CustomerContext; onStake: (product: StakingProduct) => void; writeBlocked: string | null }): React.JSX.Element {
  const products = useStakingProducts(props.context);
  if (products.status === 'loading') return <Loading label="Loading staking products…" />;
  if (products.status === 'error') return <ErrorNotice error={products.error} title="The staking products could not be loaded" onRetry={() => void loadProducts(props.context)} />;
  if (products.value.length === 0) return <Empty title="The service offers no staking products" />;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table staking-table" aria-label="Staking products">
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Product</th>
            <th scope="col" className="num">Commission</th>
            <th scope="col" className="num">Est. reward rate</th>
            <th scope="col" className="num">Minimum</th>
            <th scope="col" className="num">No-reward period</th>
            <th scope="col" className="num">Unbonding</th>
            <th scope="col">Availability</th>
            <th scope="col">Payout account types</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {(products.value as LooseProduct[]).map((product) => (
            <tr key={product.id}>
              <td className="asset-cell">{product.assetSymbol ?? '—'}</td>
              <td>{product.name ?? product.id}</td>
              <td className="num">{percentOrDash(product.commission)}</td>
              <td className="num">{percentOrDash(product.estimatedRewardRate)}</td>
              <td className="num">{product.minimumAmount ? <Amount value={product.minimumAmount} asset={product.assetSymbol} /> : '—'}</td>
              <td className="num">{formatHours(product.noRewardPeriodHours)}</td>
              <td className="num">{formatHours(product.unbondingPeriodHours)}</td>
              <td>
                {product.isAvailable === undefined ? (
                  '—'
                ) : product.isAvailable ? (
                  <span className="pill pill-good">Available</span>
                ) : (
                  <span className="pill pill-muted">Closed to new stakes</span>
                )}
              </td>
              <td>{product.supportedPayoutAccountTypes?.length ? product.supportedPayoutAccountTypes.join(', ') : '—'}</td>
              <td className="staking-row-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={props.writeBlocked !== null || product.isAvailable === false || !product.assetSymbol}
                  title={props.writeBlocked ?? (product.isAvailable === false ? 'This product accepts no new stakes.' : undefined)}
                  onClick={() => props.onStake(product as StakingProduct)}
                >
                  Stake…
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
