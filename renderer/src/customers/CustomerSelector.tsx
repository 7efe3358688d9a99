import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { accessRightLabel, customerAccess } from '../../../shared/api/customer-access';
import type { Customer, CustomerNumber } from '../../../shared/api/schemas/customers';
import { useT } from '../i18n/store';
import { accessRightWords, refusalWords } from './access-words';
import { customerIndex, customerLabel, filterCustomers } from './filter';

/** One option's height (px, as combobox-option sets it): the list is virtualized on it. */
const OPTION_HEIGHT = 26;
/** The list's height before layout measured it (tests, the first frame): its CSS max-height. */
const LIST_HEIGHT = 320;

/**
 * The customer switch: an ARIA 1.2 combobox. Type to filter by number, name
 * or reference currency, arrows to move, Enter to switch, Escape to close (and
 * again to clear). The customers main lists as recently used come first. The
 * list is virtualized: an office of 1,000 customers renders a screenful of
 * options, and the highlighted one is always among them (aria-activedescendant).
 */
export function CustomerSelector(props: {
  customers: readonly Customer[];
  selected: CustomerNumber | null;
  onSelect: (customerNumber: CustomerNumber) => void;
  /** Recently used customers, most recent first (main keeps them per profile). */
  recent?: readonly CustomerNumber[];
  disabled?: boolean;
}): React.JSX.Element {
  const t = useT();
  const listId = useId();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const recent = props.recent ?? NO_RECENT;
  const index = useMemo(() => customerIndex(props.customers), [props.customers]);
  const options = useMemo(() => filterCustomers(index, query, recent), [index, query, recent]);
  const recentSet = useMemo(() => new Set(recent), [recent]);
  const current = props.customers.find((customer) => customer.customerNumber === props.selected);
  const activeIndex = open && options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (customer: Customer): string => `${listId}-${customer.customerNumber}`;
  const activeId = activeOption ? optionId(activeOption) : undefined;
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: open ? options.length : 0,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    overscan: 6,
    getItemKey: (position) => options[position]?.customerNumber ?? position,
    initialRect: { width: 340, height: LIST_HEIGHT },
    // A list measured as 0 px high (not laid out yet, or a DOM without layout) still shows a screenful.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: LIST_HEIGHT }),
      ),
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const openList = (nextQuery: string): void => {
    setOpen(true);
    setQuery(nextQuery);
    const list = filterCustomers(index, nextQuery, recent);
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
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="combobox-list"
        hidden={!open}
        // mousedown on the scroll bar must not blur the input (which closes the list).
        onMouseDown={(event) => event.preventDefault()}
      >
        {/* Option geometry through the CSSOM (React style props), which style-src 'self' allows. */}
        <div className="combobox-canvas" role="presentation" style={{ height: virtualizer.getTotalSize() }}>
          {withActive(virtualizer.getVirtualItems(), activeIndex).map((item) => {
            const customer = options[item.index];
            if (!customer) return null;
            const isActive = item.index === activeIndex;
            const isRecent = recentSet.has(customer.customerNumber);
            return (
              <div
                key={item.key}
                id={optionId(customer)}
                role="option"
                // APG pattern: aria-selected follows the highlighted option; the current customer has a check mark.
                aria-selected={isActive}
                aria-setsize={options.length}
                aria-posinset={item.index + 1}
                className={[
                  'combobox-option',
                  isActive ? 'is-active' : '',
                  customer.customerNumber === props.selected ? 'is-current' : '',
                ].join(' ')}
                style={{ transform: `translateY(${item.start}px)` }}
                // mousedown, not click: it runs before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(customer);
                }}
              >
                <span className="num customer-number">{customer.customerNumber}</span>
                <span className="customer-name" title={customer.name}>
                  {customer.name}
                </span>
                {customer.referenceCurrency ? (
                  <span className="customer-currency muted">{customer.referenceCurrency}</span>
                ) : null}
                {isRecent ? <span className="customer-recent">{t('customers.selector.recent')}</span> : null}
                <AccessRight customer={customer} />
              </div>
            );
          })}
        </div>
        {open && options.length === 0 ? (
          <div className="combobox-empty" role="presentation">
            {t('customers.selector.noMatch', { query })}
          </div>
        ) : null}
      </div>
    </div>
  );
}

const NO_RECENT: readonly CustomerNumber[] = [];

/**
 * The options to render: the virtualizer's screenful, plus the highlighted one
 * when a jump (End, typing) moved it outside before the list scrolled there:
 * aria-activedescendant must always name an option that exists.
 */
function withActive(
  items: readonly { index: number; start: number; key: React.Key }[],
  activeIndex: number,
): readonly { index: number; start: number; key: React.Key }[] {
  if (activeIndex < 0 || items.some((item) => item.index === activeIndex)) return items;
  return [...items, { index: activeIndex, start: activeIndex * OPTION_HEIGHT, key: `active-${activeIndex}` }];
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
