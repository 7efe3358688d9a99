import { useCallback, useState } from 'react';

/** What a row needs to take part in keyboard navigation. */
export interface RowKeyProps {
  tabIndex: number;
  'aria-selected': boolean;
  'data-row-index': number;
  onFocus: () => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
}

/** Moves a row index by a key; null when the key is not a navigation key. */
export function nextRowIndex(key: string, current: number, count: number, pageSize = 10): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageDown':
      return Math.min(count - 1, current + pageSize);
    case 'PageUp':
      return Math.max(0, current - pageSize);
    default:
      return null;
  }
}

/**
 * Arrow keys move between a table's rows (one row in the tab order: a roving
 * tabindex), Enter opens the focused row. Rows are found by data-row-index
 * inside the element the key event comes from.
 */
export function useRowKeys(count: number, onOpen: (index: number) => void): (index: number) => RowKeyProps {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, count - 1));
  return useCallback(
    (index: number): RowKeyProps => ({
      tabIndex: index === current ? 0 : -1,
      'aria-selected': index === current,
      'data-row-index': index,
      onFocus: () => setActive(index),
      onKeyDown: (event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen(index);
          return;
        }
        const next = nextRowIndex(event.key, index, count);
        if (next === null) return;
        event.preventDefault();
        setActive(next);
        const container = event.currentTarget.parentElement;
        container?.querySelector<HTMLElement>(`[data-row-index="${next}"]`)?.focus();
      },
    }),
    [current, count, onOpen],
  );
}
