import { useEffect, useId, useMemo, useState } from 'react';
import { accessRightLabel, customerAccess } from '../../../shared/api/customer-access';
import type { Customer, CustomerNumber } from '../../../shared/api/schemas/customers';
import { useT } from '../i18n/store';
import { accessRightWords, refusalWords } from './access-words';
import { customerLabel, filterCustomers } from './filter';

/**
 * The customer switch: an ARIA 1.2 combobox. Type to filter by number or
 * name, arrows to move, Enter to switch, Escape to close (and again to clear).
 */
export function CustomerSelector(props: {
  customers: readonly Customer[];
  selected: CustomerNumber | null;
  onSelect: (customerNumber: CustomerNumber) => void;
  disabled?: boolean;
}): React.JSX.Element {
  const t = useT();
  const listId = useId();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const options = useMemo(() => filterCustomers(props.customers, query), [props.customers, query]);
  const current = props.customers.find((customer) => customer.customerNumber === props.selected);
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (customer: Customer): string => `${listId}-${customer.customerNumber}`;
  const activeId = activeOption ? optionId(activeOption) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = (nextQuery: string): void => {
    setOpen(true);
    setQuery(nextQuery);
    const list = filterCustomers(props.customers, nextQuery);
    const selectedIndex = nextQuery === '' ? list.findIndex((c) => c.customerNumber === props.selected) : -1;
    setActive(Math.max(0, selectedIndex));
  };
  const close = (): void => {
    setOpen(false);
    setQuery('');
  };
  const choose = (customer: Customer | undefined): void => {
    close();
    if (customer && customer.customerNumber !== props.selected) props.onSelect(customer.customerNumber);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList('');
        else setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('');
        else setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : Math.max(0, last));
        }
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  return (
    <div className="combobox">
      <label id={labelId} className="combobox-label" htmlFor={`${listId}-input`}>
        {t('customers.selector.label')}
      </label>
      <div className="combobox-field">
        <input
          id={`${listId}-input`}
          className="combobox-input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          disabled={props.disabled}
          placeholder={
            open ? t('customers.selector.typeToFilter') : current ? undefined : t('customers.selector.choose')
          }
          value={open ? query : current ? customerLabel(current) : ''}
          onChange={(event) => openList(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={() => (open ? close() : openList(''))}
          onBlur={close}
        />
        <span className="combobox-caret" aria-hidden="true" />
      </div>
      {current && !open ? <AccessRight customer={current} /> : null}
      <ul id={listId} role="listbox" aria-labelledby={labelId} className="combobox-list" hidden={!open}>
        {options.map((customer) => (
          <li
            key={customer.customerNumber}
            id={optionId(customer)}
            role="option"
            // APG pattern: aria-selected follows the highlighted option; the current customer has a check mark.
            aria-selected={customer === activeOption}
            className={[
              'combobox-option',
              customer === activeOption ? 'is-active' : '',
              customer.customerNumber === props.selected ? 'is-current' : '',
            ].join(' ')}
            // mousedown, not click: it runs before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(customer);
            }}
          >
            <span className="num customer-number">{customer.customerNumber}</span>
            <span className="customer-name">{customer.name}</span>
            <AccessRight customer={customer} />
          </li>
        ))}
        {open && options.length === 0 ? (
          <li className="combobox-empty" role="presentation">
            {t('customers.selector.noMatch', { query })}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The key's right for a customer (production lists it; absent on our simulator): a small tag, amber when it limits writes. */
function AccessRight(props: { customer: Customer }): React.JSX.Element | null {
  const listed = accessRightLabel(props.customer);
  if (listed === null) return null;
  const limited = !customerAccess(props.customer).trading.allowed;
  return (
    <span
      className={`access-right${limited ? ' is-limited' : ''}`}
      title={refusalWords(customerAccess(props.customer).trading) ?? undefined}
    >
      {accessRightWords(listed)}
    </span>
  );
}
