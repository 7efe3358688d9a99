import { Identifier } from '../ui/Identifier';
import { formatCount } from '../../../shared/format/count';
import { useEffect, useState } from 'react';
import type { StakingOrder, StakingOrderListQuery } from '../../../shared/api/schemas/staking';
import { STAKING_ORDER_STATES } from '../../../shared/api/schemas/staking';
import type { IpcError } from '../../../shared/ipc/result';
import { accountNumberProblem, externalReferenceProblem } from '../../../shared/staking/form-rules';
import type { CustomerContext } from '../customers/context';
import { ORDER_STATE_WORDS, ORDER_TYPE_WORDS } from '../../../shared/staking/words';
import { useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { formatWhenShort, stateClass } from './format';
import { OrderDetail } from './OrderDetail';
import { fetchOrder, loadOrders, useStakingOrders } from './store';
import type { OrderFilter } from './view-store';
import { NO_ORDER_FILTER, setOrderFilter, useOrderFilter } from './view-store';

/** The query the service gets for a filter; text filters that are not valid yet are left out (the field says why). */
export function orderQuery(filter: OrderFilter): StakingOrderListQuery {
  const query: StakingOrderListQuery = { page: filter.page, pageSize: filter.pageSize };
  if (filter.states.length > 0) query.states = [...filter.states];
  if (filter.orderType !== '') query.orderType = filter.orderType;
  if (filter.accountNumber !== '' && accountNumberProblem(filter.accountNumber, 'any') === null)
    query.accountNumber = filter.accountNumber;
  if (filter.externalReference !== '' && externalReferenceProblem(filter.externalReference) === null)
    query.externalReference = filter.externalReference;
  return query;
}

/** Staking orders with state, type, account and reference filters, server paging, and a detail opened by row, id or order number. */
export function OrdersPanel(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const filter = useOrderFilter();
  const orders = useStakingOrders(context);
  const [open, setOpen] = useState<StakingOrder | null>(null);
  const [lookup, setLookup] = useState('');
  const [lookupError, setLookupError] = useState<IpcError | null>(null);
  const t = useT();
  const query = orderQuery(filter);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    void loadOrders(context, JSON.parse(queryKey) as StakingOrderListQuery);
  }, [context, queryKey]);

  const toggleState = (state: OrderFilter['states'][number]): void => {
    setOrderFilter({
      states: filter.states.includes(state) ? filter.states.filter((s) => s !== state) : [...filter.states, state],
    });
  };
  const openById = async (): Promise<void> => {
    const id = lookup.trim();
    if (id === '') return;
    setLookupError(null);
    const result = await fetchOrder(context, id);
    if (result.ok) setOpen(result.value);
    else setLookupError(result.error);
  };
  const accountProblem = filter.accountNumber === '' ? null : accountNumberProblem(filter.accountNumber, 'any');
  const referenceProblem = externalReferenceProblem(filter.externalReference);
  const accountIssue = accountProblem ? t(accountProblem.key, accountProblem.values) : null;
  const referenceIssue = referenceProblem ? t(referenceProblem.key, referenceProblem.values) : null;
  const filtered =
    filter.states.length > 0 ||
    filter.orderType !== '' ||
    filter.accountNumber !== '' ||
    filter.externalReference !== '';
  const page = orders.status === 'ready' ? orders.value : null;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / (page.pageSize ?? filter.pageSize))) : 1;

  return (
    <div className="staking-orders">
      <div className="toolbar staking-toolbar" role="search" aria-label={t('staking.orders.filter')}>
        <fieldset className="staking-chips">
          <legend className="visually-hidden">{t('staking.orders.states')}</legend>
          {STAKING_ORDER_STATES.map((state) => (
            <label key={state} className={filter.states.includes(state) ? 'staking-chip is-on' : 'staking-chip'}>
              <input type="checkbox" checked={filter.states.includes(state)} onChange={() => toggleState(state)} />
              {t(ORDER_STATE_WORDS[state])}
            </label>
          ))}
        </fieldset>
        <label className="toolbar-field">
          <span>{t('staking.orders.type')}</span>
          <select
            className="select"
            value={filter.orderType}
            onChange={(event) => setOrderFilter({ orderType: event.target.value as OrderFilter['orderType'] })}
          >
            <option value="">{t('staking.orders.allTypes')}</option>
            <option value="Entry">{t(ORDER_TYPE_WORDS.Entry)}</option>
            <option value="Exit">{t(ORDER_TYPE_WORDS.Exit)}</option>
          </select>
        </label>
        <label className="toolbar-field">
          <span>{t('staking.orders.account')}</span>
          <input
            className="input staking-input-account"
            inputMode="numeric"
            placeholder={t('staking.orders.accountPlaceholder')}
            aria-invalid={accountIssue ? true : undefined}
            title={accountIssue ?? undefined}
            value={filter.accountNumber}
            onChange={(event) => setOrderFilter({ accountNumber: event.target.value.trim() })}
          />
        </label>
        <label className="toolbar-field">
          <span>{t('staking.orders.reference')}</span>
          <input
            className="input staking-input-reference"
            placeholder={t('staking.orders.referencePlaceholder')}
            aria-invalid={referenceIssue ? true : undefined}
            title={referenceIssue ?? undefined}
            value={filter.externalReference}
            onChange={(event) => setOrderFilter({ externalReference: event.target.value.trim().toUpperCase() })}
          />
        </label>
        {filtered ? (
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setOrderFilter(NO_ORDER_FILTER)}
          >
            {t('staking.orders.clearFilters')}
          </button>
        ) : null}
        <form
          className="staking-lookup"
          onSubmit={(event) => {
            event.preventDefault();
            void openById();
          }}
        >
          <input
            className="input"
            aria-label={t('staking.orders.lookupLabel')}
            placeholder={t('staking.orders.lookupPlaceholder')}
            value={lookup}
            onChange={(event) => setLookup(event.target.value)}
          />
          <button type="submit" className="button button-small">
            {t('staking.orders.open')}
          </button>
        </form>
      </div>
      {accountIssue || referenceIssue ? (
        <p className="field-error staking-filter-note">
          {accountIssue
            ? t('staking.orders.accountNotApplied', { problem: accountIssue })
            : t('staking.orders.referenceNotApplied', { problem: referenceIssue ?? '' })}
        </p>
      ) : null}
      {lookupError ? (
        <ErrorNotice error={lookupError} title={t('staking.orders.lookupFailed', { id: lookup.trim() })} />
      ) : null}
      {orders.status === 'loading' ? (
        <Loading label={t('staking.orders.loading')} />
      ) : orders.status === 'error' ? (
        <ErrorNotice
          error={orders.error}
          title={t('staking.orders.loadFailed')}
          onRetry={() => void loadOrders(context, query)}
        />
      ) : orders.value.items.length === 0 ? (
        <Empty title={filtered ? t('staking.orders.noMatch') : t('staking.orders.empty')} />
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table staking-table" aria-label={t('staking.orders.table')}>
            <thead>
              <tr>
                <th scope="col">{t('staking.orders.order')}</th>
                <th scope="col">{t('staking.orders.type')}</th>
                <th scope="col">{t('staking.orders.state')}</th>
                <th scope="col" className="num">
                  {t('staking.orders.amount')}
                </th>
                <th scope="col">{t('staking.orders.from')}</th>
                <th scope="col">{t('staking.orders.to')}</th>
                <th scope="col">{t('staking.orders.created')}</th>
                <th scope="col">{t('staking.orders.effectuated')}</th>
                <th scope="col">{t('staking.orders.completed')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.value.items.map((order) => (
                <tr
                  key={order.id}
                  className="staking-clickable"
                  tabIndex={0}
                  data-order-id={order.id}
                  onClick={() => setOpen(order)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') setOpen(order);
                  }}
                >
                  <td className="staking-order-number">
                    <Identifier value={order.orderNumber} label={t('staking.detail.orderNumberLabel')} />
                  </td>
                  <td>{t(ORDER_TYPE_WORDS[order.type])}</td>
                  <td>
                    <span className={stateClass(order.state)}>{t(ORDER_STATE_WORDS[order.state])}</span>
                  </td>
                  <td className="num">
                    <Amount value={order.amount} asset={order.assetSymbol} />{' '}
                    <span className="staking-unit">{order.assetSymbol}</span>
                  </td>
                  <td className="num">{order.fromAccountNumber}</td>
                  <td className="num">{order.toAccountNumber ?? '—'}</td>
                  <td className="nowrap">{formatWhenShort(order.createdOn)}</td>
                  <td className="nowrap">{formatWhenShort(order.estimatedEffectuatedTime)}</td>
                  <td className="nowrap">{formatWhenShort(order.estimatedCompletedTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page ? (
        <nav className="staking-pager" aria-label={t('staking.orders.pages')}>
          <button
            type="button"
            className="button button-small"
            disabled={filter.page <= 1}
            onClick={() => setOrderFilter({ page: filter.page - 1 })}
          >
            {t('staking.orders.previous')}
          </button>
          <span className="muted" aria-live="polite">
            {t('staking.orders.pageOf', {
              page: formatCount(filter.page),
              pages: formatCount(pages),
              count: page.totalCount,
              total: formatCount(page.totalCount),
            })}
          </span>
          <button
            type="button"
            className="button button-small"
            disabled={filter.page >= pages}
            onClick={() => setOrderFilter({ page: filter.page + 1 })}
          >
            {t('staking.orders.next')}
          </button>
        </nav>
      ) : null}
      {open ? <OrderDetail context={context} order={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
