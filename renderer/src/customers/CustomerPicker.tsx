import { ErrorNotice } from '../ui/ErrorNotice';
import { CustomerSelector } from './CustomerSelector';
import { loadCustomers, selectCustomer, useCustomerList, useCustomerSelectError, useSelectedCustomer } from './store';

/** The top bar's customer switch, wired to the customers store. */
export function CustomerPicker(): React.JSX.Element {
  const list = useCustomerList();
  const selected = useSelectedCustomer();
  const selectError = useCustomerSelectError();
  if (list.status === 'error') {
    return (
      <div className="customer-picker customer-picker-error">
        <span className="muted">Customers could not be loaded.</span>
        <button type="button" className="button button-small" onClick={() => void loadCustomers(true)}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="customer-picker">
      <CustomerSelector
        customers={list.status === 'ready' ? list.value : []}
        selected={selected}
        disabled={list.status === 'loading'}
        onSelect={(customerNumber) => void selectCustomer(customerNumber)}
      />
      {selectError ? (
        <div className="popover-error">
          <ErrorNotice error={selectError} title="The switch was not saved" />
        </div>
      ) : null}
    </div>
  );
}
