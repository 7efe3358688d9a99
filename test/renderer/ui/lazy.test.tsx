import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../renderer/src/ui/lazy';

function Counter(props: { label: string }): React.JSX.Element {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {props.label} {count}
    </button>
  );
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazyPart', () => {
  afterEach(cleanup);

  it('shows the fallback until the chunk arrives, then the component, loading the chunk once', async () => {
    const chunk = deferred<typeof Counter>();
    const load = vi.fn(() => chunk.promise);
    const part = lazyPart(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.View label="clicks" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => chunk.resolve(Counter));
    expect(screen.getByRole('button').textContent).toBe('clicks 0');
    void part.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once prefetched; and keeps its state across re-renders', async () => {
    const part = lazyPart(async () => Counter);
    await part.prefetch();
    function Host(): React.JSX.Element {
      const [label, setLabel] = useState('a');
      return (
        <Suspense fallback={<p>waiting</p>}>
          <part.View label={label} />
          <input aria-label="label" value={label} onChange={(event) => setLabel(event.target.value)} />
        </Suspense>
      );
    }
    render(<Host />);
    expect(screen.queryByText('waiting')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    fireEvent.change(screen.getByLabelText('label'), { target: { value: 'b' } });
    expect(screen.getByRole('button').textContent).toBe('b 1');
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Counter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Counter);
    const part = lazyPart(load);
    await expect(part.prefetch()).rejects.toThrow('offline');
    await expect(part.prefetch()).resolves.toBe(Counter);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
