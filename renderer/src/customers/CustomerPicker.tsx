import { useConnection } from '../connection/store';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { CustomerSelector } from './CustomerSelector';
import { loadCustomers, selectCustomer, useCustomerList, useCustomerSelectError, useSelectedCustomer } from './store';

/** The top bar's customer switch, wired to the customers store. */
export function CustomerPicker(): React.JSX.Element {
  const t = useT();
  const list = useCustomerList();
  const selected = useSelectedCustomer();
  const selectError = useCustomerSelectError();
  const recent = useConnection().recentCustomers;
  if (list.status === 'error') {
    return (
      <div className="customer-picker customer-picker-error">
        <span className="muted">{t('customers.picker.failed')}</span>
        <button type="button" className="button button-small" onClick={() => void loadCustomers(true)}>
          {t('customers.picker.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="customer-picker">
      <CustomerSelector
        customers={list.status === 'ready' ? list.value : []}
        selected={selected}
        recent={recent}
        disabled={list.status === 'loading'}
        onSelect={(customerNumber) => void selectCustomer(customerNumber)}
      />
      {selectError ? (
        <div className="popover-error">
          <ErrorNotice error={selectError} title={t('customers.picker.switchFailed')} />
        </div>
      ) : null}
    </div>
  );
}
