import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerSelector } from '../../../renderer/src/customers/CustomerSelector';
import { CUSTOMERS } from '../support/fixtures';

function Harness(props: { onSelect?: (n: number) => void }): React.JSX.Element {
  const [selected, setSelected] = useState<number | null>(100101);
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
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['300303Zürich Family Office']);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(300303);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().value).toBe('300303 · Zürich Family Office');

    fireEvent.change(combobox(), { target: { value: '1002' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['100202Bernina Treasury GmbH']);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(100202);
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
    expect(onSelect).toHaveBeenCalledWith(100202);
  });
});
