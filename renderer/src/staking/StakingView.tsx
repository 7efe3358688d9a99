import { useEffect, useId, useState } from 'react';
import type { StakingDirection } from '../../../shared/staking/form-rules';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { useCustomerList, useSelectedCustomerAccess } from '../customers/store';
import { useT } from '../i18n/store';
import { useRefreshRequests } from '../shell/refresh';
import '../styles/staking.css';
import { TabList, tabId, tabPanelId } from '../ui/TabList';
import { AccountsPanel } from './AccountsPanel';
import { OrderForm } from './OrderForm';
import { orderQuery, OrdersPanel } from './OrdersPanel';
import { PendingOrders } from './PendingOrders';
import { PerformancePanel } from './PerformancePanel';
import { ProductsPanel } from './ProductsPanel';
import { RewardsPanel } from './RewardsPanel';
import { loadCustodyForStaking, loadOrders, loadPending, loadProducts, loadStakingAccounts } from './store';
import type { StakingTab } from './view-store';
import { setStakingTab, STAKING_TABS, useOrderFilter, useStakingTab } from './view-store';
import { useRichT } from '../i18n/rich';
import { refusalWords } from '../customers/access-words';

/** The Staking section: orders, products, staking accounts, rewards and public performance of the selected customer. */
export function StakingView(): React.JSX.Element {
  return (
    <section className="view staking-view" aria-labelledby="view-title">
      <CustomerGate>{(context) => <StakingDesk key={contextKey(context)} context={context} />}</CustomerGate>
    </section>
  );
}

/** "Staking of 100101 · Alpine Capital AG": the customer number drawn as a number, wherever the language puts it. */
function Subtitle(props: { customer: string; name: string | undefined }): React.JSX.Element | null {
  const rich = useRichT();
  // <n>…</n> marks the customer number.
  const n = (chunks: React.ReactNode[]): React.JSX.Element => <span className="num">{chunks}</span>;
  return (
    <>
      {props.name
        ? rich('staking.view.subtitleNamed', { number: props.customer, name: props.name, n })
        : rich('staking.view.subtitle', { number: props.customer, n })}
    </>
  );
}

function StakingDesk(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const tab = useStakingTab();
  const filter = useOrderFilter();
  const access = useSelectedCustomerAccess().staking;
  const writeBlocked = refusalWords(access);
  const customers = useCustomerList();
  const customerName =
    customers.status === 'ready' ? customers.value.find((c) => c.customerNumber === context.customer)?.name : undefined;
  const [form, setForm] = useState<{ direction: StakingDirection; productId?: string } | null>(null);
  const base = useId();
  const t = useT();

  useEffect(() => {
    void loadProducts(context);
    void loadCustodyForStaking(context);
    void loadPending(context);
  }, [context]);
  useEffect(() => {
    if (tab === 'accounts') void loadStakingAccounts(context);
  }, [context, tab]);

  const refresh = (): void => {
    void loadProducts(context);
    void loadCustodyForStaking(context);
    void loadPending(context);
    void loadOrders(context, orderQuery(filter));
    if (tab === 'accounts') void loadStakingAccounts(context);
  };
  // F5, and the computer waking from sleep: everything on screen is read again.
  useRefreshRequests(refresh);

  return (
    <>
      <header className="view-header">
        <div>
          <h1 id="view-title">{t('staking.view.title')}</h1>
          <p className="view-subtitle">
            <Subtitle customer={context.customer} name={customerName} />
          </p>
        </div>
        <div className="staking-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={writeBlocked !== null}
            title={writeBlocked ?? undefined}
            onClick={() => setForm({ direction: 'Entry' })}
          >
            {t('staking.view.enter')}
          </button>
          <button
            type="button"
            className="button"
            disabled={writeBlocked !== null}
            title={writeBlocked ?? undefined}
            onClick={() => setForm({ direction: 'Exit' })}
          >
            {t('staking.view.exit')}
          </button>
          <button type="button" className="button button-quiet" onClick={refresh}>
            {t('staking.view.refresh')}
          </button>
        </div>
      </header>
      {writeBlocked ? (
        <p className="notice notice-warning" role="note" data-testid="staking-write-blocked">
          {t('staking.view.writeBlocked', { reason: writeBlocked })}
        </p>
      ) : null}
      <PendingOrders context={context} onResolved={refresh} />
      <TabList
        label={t('staking.view.tabs')}
        base={base}
        tabs={STAKING_TABS.map((item) => ({ id: item.id, label: t(item.label) }))}
        selected={tab}
        onSelect={setStakingTab}
        className="staking-tabs"
      />
      <section
        role="tabpanel"
        id={tabPanelId(base, tab)}
        aria-labelledby={tabId(base, tab)}
        className="panel panel-fill staking-panel"
      >
        <Panel
          tab={tab}
          context={context}
          writeBlocked={writeBlocked}
          onStake={(productId) => setForm({ direction: 'Entry', productId })}
        />
      </section>
      {form ? (
        <OrderForm
          context={context}
          direction={form.direction}
          {...(form.productId ? { productId: form.productId } : {})}
          onClose={() => setForm(null)}
          onSent={refresh}
        />
      ) : null}
    </>
  );
}

function Panel(props: {
  tab: StakingTab;
  context: CustomerContext;
  writeBlocked: string | null;
  onStake: (productId: string) => void;
}): React.JSX.Element {
  switch (props.tab) {
    case 'orders':
      return <OrdersPanel context={props.context} />;
    case 'products':
      return (
        <ProductsPanel
          context={props.context}
          writeBlocked={props.writeBlocked}
          onStake={(product) => props.onStake(product.id)}
        />
      );
    case 'accounts':
      return <AccountsPanel context={props.context} writeBlocked={props.writeBlocked} />;
    case 'rewards':
      return <RewardsPanel context={props.context} />;
    case 'performance':
      return <PerformancePanel context={props.context} />;
  }
}
