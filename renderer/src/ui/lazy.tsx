import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code is a separate chunk: loaded on first render, or earlier by prefetch(). */
export interface LazyPart<P extends object> {
  /** Renders the component; suspends (inside the nearest Suspense) until its chunk has arrived. */
  View: ComponentType<P>;
  /** Starts loading the chunk now (idempotent); a failed load may be retried by calling again. */
  prefetch: () => Promise<unknown>;
}

/**
 * Splits a component into its own chunk. `load` must be an `import()` that
 * returns the component, so the bundler makes the chunk. Once the chunk is
 * in (for example prefetched while idle), the component renders at once,
 * without a Suspense fallback flashing for one frame.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const prefetch = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => prefetch().then((component) => ({ default: component })));
  function View(props: P): ReactNode {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the part and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  View.displayName = 'LazyPart';
  return { View, prefetch };
}

/** Runs `work` once the page is idle (after the first data has had its turn), or after `timeoutMs` at the latest. */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, timeoutMs);
  return () => clearTimeout(handle);
}
