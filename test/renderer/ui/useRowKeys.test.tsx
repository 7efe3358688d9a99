import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRowIndex, useRowKeys } from '../../../renderer/src/ui/useRowKeys';

function Rows(props: { names: string[]; onOpen: (index: number) => void }): React.JSX.Element {
  const rowProps = useRowKeys(props.names.length, props.onOpen);
  return (
    <table>
      <tbody>
        {props.names.map((name, index) => (
          <tr key={name} {...rowProps(index)}>
            <td>{name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('useRowKeys', () => {
  afterEach(cleanup);

  it('moves between rows with the arrow keys and opens the focused one with Enter', () => {
    const onOpen = vi.fn();
    render(<Rows names={['BTC', 'ETH', 'SOL']} onOpen={onOpen} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows[0]!.focus();
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[1]);
    fireEvent.keyDown(rows[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(rows[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(rows[2]);
    fireEvent.keyDown(rows[2]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('row').map((row) => row.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('computes the next index at the edges', () => {
    expect(nextRowIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextRowIndex('End', 0, 3)).toBe(2);
    expect(nextRowIndex('PageDown', 1, 30)).toBe(11);
    expect(nextRowIndex('x', 1, 3)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
