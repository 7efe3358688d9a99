import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerSelector } from '../../../renderer/src/customers/CustomerSelector';
import { CUSTOMERS } from '../support/fixtures';

function Harness(props: { onSelect?: (n: string) => void }): React.JSX.Element {
  const [selected, setSelected] = useState<string | null>('100101');
  return (
    <CustomerSelector
      customers={CUSTOMERS}
      selected={selected}
      onSelect={(n) => {
        setSelected(n);
        props.onSelect?.(n);
      }}
    />
  );
}

function combobox(): HTMLInputElement {
  return screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
}

function activeOption(): HTMLElement | null {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('CustomerSelector', () => {
  afterEach(cleanup);

  it('shows the selected customer by number and name, closed', () => {
    render(<Harness />);
    expect(combobox().value).toBe('100101 · Alpine Capital AG');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });

  it('opens with ArrowDown on the current customer and moves with the arrows, Home and End', () => {
    render(<Harness />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(activeOption()?.textContent).toContain('Alpine Capital AG');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toContain('Bernina Treasury GmbH');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(combobox(), { key: 'End' });
    expect(activeOption()?.textContent).toContain('Zürich Family Office');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toContain('Zürich Family Office');
    fireEvent.keyDown(combobox(), { key: 'Home' });
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(activeOption()?.textContent).toContain('Alpine Capital AG');
  });

  it('filters as you type, by name (accents ignored) or number, and Enter switches', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.change(combobox(), { target: { value: 'zurich' } });
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['300303Zürich Family OfficeCHF']);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('300303');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().value).toBe('300303 · Zürich Family Office');

    fireEvent.change(combobox(), { target: { value: '1002' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['100202Bernina Treasury GmbHEUR']);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('100202');
  });

  it('Escape closes without switching and restores the current customer', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.change(combobox(), { target: { value: 'bern' } });
    expect(combobox().value).toBe('bern');
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(onSelect).not.toHaveBeenCalled();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().value).toBe('100101 · Alpine Capital AG');
  });

  it('says when nothing matches, and Enter then changes nothing', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.change(combobox(), { target: { value: 'nobody' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText(/No customer matches/)).toBeTruthy();
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects with the mouse', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(combobox());
    fireEvent.mouseDown(screen.getByText('Bernina Treasury GmbH'));
    expect(onSelect).toHaveBeenCalledWith('100202');
  });

  it("shows text customer numbers as listed and the API key's access right, flagged when it limits writes", () => {
    const production = [
      {
        customerNumber: 'ACME-CUS-100001',
        name: 'Acme Treasury AG',
        accessRight: 'Read Only',
        eligibleForTrading: true,
      },
      {
        customerNumber: 'ACME-CUS-100002',
        name: 'Acme Trading AG',
        accessRight: 'Full Access',
        eligibleForTrading: true,
      },
    ];
    const onSelect = vi.fn();
    render(<CustomerSelector customers={production} selected="ACME-CUS-100001" onSelect={onSelect} />);
    expect(combobox().value).toBe('ACME-CUS-100001 · Acme Treasury AG');
    const shown = document.querySelector('.combobox > .access-right');
    expect(shown?.textContent).toBe('Read Only');
    expect(shown?.classList.contains('is-limited')).toBe(true);
    expect(shown?.getAttribute('title')).toContain('Read Only access for Acme Treasury AG');
    fireEvent.change(combobox(), { target: { value: 'cus-100002' } });
    const [option] = screen.getAllByRole('option');
    expect(option?.textContent).toBe('ACME-CUS-100002Acme Trading AGFull Access');
    expect(option?.querySelector('.access-right')?.classList.contains('is-limited')).toBe(false);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('ACME-CUS-100002');
  });

  it('finds a customer by reference currency, and lists the recently used ones first, most recent first', () => {
    render(
      <CustomerSelector customers={CUSTOMERS} selected="100101" recent={['300303', '100202']} onSelect={vi.fn()} />,
    );
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const names = (): (string | undefined)[] =>
      screen.getAllByRole('option').map((o) => o.querySelector('.customer-name')?.textContent ?? undefined);
    expect(names()).toEqual(['Zürich Family Office', 'Bernina Treasury GmbH', 'Alpine Capital AG']);
    expect(screen.getAllByRole('option')[0]?.querySelector('.customer-recent')?.textContent).toBe('Recent');
    expect(screen.getAllByRole('option')[2]?.querySelector('.customer-recent')).toBeNull();
    fireEvent.change(combobox(), { target: { value: 'chf' } });
    expect(names()).toEqual(['Zürich Family Office', 'Alpine Capital AG']);
    fireEvent.change(combobox(), { target: { value: 'eur' } });
    expect(names()).toEqual(['Bernina Treasury GmbH']);
  });

  it('renders a screenful of 1,000 customers, keeps the highlighted option rendered, and switches to it', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      customerNumber: String(200000 + i),
      name: `Customer ${String(i).padStart(4, '0')} AG`,
      referenceCurrency: i % 2 === 0 ? 'CHF' : 'EUR',
    }));
    const onSelect = vi.fn();
    render(<CustomerSelector customers={many} selected="200000" onSelect={onSelect} />);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('1000');
    fireEvent.keyDown(combobox(), { key: 'End' });
    expect(activeOption()?.textContent).toContain('Customer 0999 AG');
    expect(activeOption()?.getAttribute('aria-posinset')).toBe('1000');
    fireEvent.change(combobox(), { target: { value: '200734' } });
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.customer-name')?.textContent)).toEqual([
      'Customer 0734 AG',
    ]);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('200734');
  });
});
