import type { StakingProduct } from '../../../shared/api/schemas/staking-accounts';
import type { CustomerContext } from '../customers/context';
import { ACCOUNT_TYPE_WORDS } from '../../../shared/staking/words';
import { useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { formatHours, percentOrDash } from './format';
import { loadProducts, useStakingProducts } from './store';

// Production may send products with only some of our fields: every cell tolerates an absent value.
type LooseProduct = Partial<StakingProduct> & Pick<StakingProduct, 'id'>;

/** The staking products: terms, periods, availability and payout account types; "Stake" opens the entry form on one. */
export function ProductsPanel(props: {
  context: CustomerContext;
  onStake: (product: StakingProduct) => void;
  writeBlocked: string | null;
}): React.JSX.Element {
  const products = useStakingProducts(props.context);
  const t = useT();
  if (products.status === 'loading') return <Loading label={t('staking.products.loading')} />;
  if (products.status === 'error')
    return (
      <ErrorNotice
        error={products.error}
        title={t('staking.products.loadFailed')}
        onRetry={() => void loadProducts(props.context)}
      />
    );
  if (products.value.length === 0) return <Empty title={t('staking.products.empty')} />;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table staking-table" aria-label={t('staking.products.table')}>
        <thead>
          <tr>
            <th scope="col">{t('staking.products.asset')}</th>
            <th scope="col">{t('staking.products.product')}</th>
            <th scope="col" className="num">
              {t('staking.products.commission')}
            </th>
            <th scope="col" className="num">
              {t('staking.products.rewardRate')}
            </th>
            <th scope="col" className="num">
              {t('staking.products.minimum')}
            </th>
            <th scope="col" className="num">
              {t('staking.products.noRewardPeriod')}
            </th>
            <th scope="col" className="num">
              {t('staking.products.unbonding')}
            </th>
            <th scope="col">{t('staking.products.availability')}</th>
            <th scope="col">{t('staking.products.payoutTypes')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('staking.products.actions')}</span>
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
              <td className="num">
                {product.minimumAmount ? <Amount value={product.minimumAmount} asset={product.assetSymbol} /> : '—'}
              </td>
              <td className="num">{formatHours(product.noRewardPeriodHours)}</td>
              <td className="num">{formatHours(product.unbondingPeriodHours)}</td>
              <td>
                {product.isAvailable === undefined ? (
                  '—'
                ) : product.isAvailable ? (
                  <span className="pill pill-good">{t('staking.products.available')}</span>
                ) : (
                  <span className="pill pill-muted">{t('staking.products.closed')}</span>
                )}
              </td>
              <td>
                {product.supportedPayoutAccountTypes?.length
                  ? product.supportedPayoutAccountTypes.map((type) => t(ACCOUNT_TYPE_WORDS[type])).join(', ')
                  : '—'}
              </td>
              <td className="staking-row-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={props.writeBlocked !== null || product.isAvailable === false || !product.assetSymbol}
                  title={
                    props.writeBlocked ??
                    (product.isAvailable === false ? t('staking.products.noNewStakes') : undefined)
                  }
                  onClick={() => props.onStake(product as StakingProduct)}
                >
                  {t('staking.products.stake')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
