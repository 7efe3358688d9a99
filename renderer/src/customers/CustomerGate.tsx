import type { ReactNode } from 'react';
import { useActiveProfileId, useProfiles } from '../profiles/store';
import { navigate } from '../shell/store';
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
  const profiles = useProfiles();
  const activeProfileId = useActiveProfileId();
  const list = useCustomerList();
  const context = useCustomerContext();

  if (profiles.status === 'error') return <ErrorNotice error={profiles.error} title="The connection profiles could not be read" />;
  if (profiles.status === 'loading') return <Loading label="Loading profiles…" />;
  if (activeProfileId === null) {
    return (
      <Empty title="No connection profile is active">
        <p>Choose or create a profile in Settings to connect to the service.</p>
        <button type="button" className="button" onClick={() => navigate('settings')}>
          Open settings
        </button>
      </Empty>
    );
  }
  if (list.status === 'error') {
    return (
      <ErrorNotice error={list.error} title="The customers of this profile could not be loaded" onRetry={() => void loadCustomers(true)} />
    );
  }
  if (list.status === 'loading') return <Loading label="Loading customers…" />;
  if (list.value.length === 0) {
    return (
      <Empty title="This API key reaches no customers">
        <p>Ask the service operator to associate customers with the key.</p>
      </Empty>
    );
  }
  if (context === null) return <Loading label="Selecting customer…" />;
  return <>{props.children(context)}</>;
}
