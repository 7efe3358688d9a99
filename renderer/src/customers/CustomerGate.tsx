import type { ReactNode } from 'react';
import { useActiveProfileId, useProfiles } from '../profiles/store';
import { navigate } from '../shell/store';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import type { CustomerContext } from './context';
import { loadCustomers, useCustomerContext, useCustomerList } from './store';

/**
 * Renders a customer-bound view only once a profile is active and a customer
 * is selected; otherwise explains what is missing. The view gets the context
 * it must tag its requests with.
 */
export function CustomerGate(props: { children: (context: CustomerContext) => ReactNode }): React.JSX.Element {
  const t = useT();
  const profiles = useProfiles();
  const activeProfileId = useActiveProfileId();
  const list = useCustomerList();
  const context = useCustomerContext();

  if (profiles.status === 'error')
    return <ErrorNotice error={profiles.error} title={t('customers.gate.profilesFailed')} />;
  if (profiles.status === 'loading') return <Loading label={t('customers.gate.loadingProfiles')} />;
  if (activeProfileId === null) {
    return (
      <Empty title={t('customers.gate.noProfile')}>
        <p>{t('customers.gate.noProfileHelp')}</p>
        <button type="button" className="button" onClick={() => navigate('settings')}>
          {t('customers.gate.openSettings')}
        </button>
      </Empty>
    );
  }
  if (list.status === 'error') {
    return (
      <ErrorNotice error={list.error} title={t('customers.gate.listFailed')} onRetry={() => void loadCustomers(true)} />
    );
  }
  if (list.status === 'loading') return <Loading label={t('customers.gate.loadingCustomers')} />;
  if (list.value.length === 0) {
    return (
      <Empty title={t('customers.gate.none')}>
        <p>{t('customers.gate.noneHelp')}</p>
      </Empty>
    );
  }
  if (context === null) return <Loading label={t('customers.gate.selecting')} />;
  return <>{props.children(context)}</>;
}
