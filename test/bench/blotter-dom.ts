import { Window } from 'happy-dom';

/**
 * Installs a happy-dom window as the global DOM (React and the blotter need
 * document, window and layout-free observers). Node runs the bench, so this
 * must happen before react-dom is imported.
 */
export function installDom(): () => void {
  const window = new Window({ url: 'http://localhost/', width: 1440, height: 900 });
  const names = [
    'window',
    'document',
    'navigator',
    'Node',
    'Element',
    'HTMLElement',
    'HTMLDivElement',
    'Text',
    'Event',
    'MouseEvent',
    'KeyboardEvent',
    'ResizeObserver',
    'MutationObserver',
    'getComputedStyle',
    'requestAnimationFrame',
    'cancelAnimationFrame',
  ] as const;
  const global = globalThis as unknown as Record<string, unknown>;
  const saved = new Map(names.map((name) => [name, global[name]]));
  const source = window as unknown as Record<string, unknown>;
  for (const name of names) {
    const value = source[name];
    // Node 22 defines navigator as a getter: redefine rather than assign.
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value:
        typeof value === 'function' && /^[a-z]/.test(name)
          ? (value as (...args: unknown[]) => unknown).bind(window)
          : value,
    });
  }
  global['IS_REACT_ACT_ENVIRONMENT'] = false;
  return () => {
    for (const [name, value] of saved)
      Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
    void window.happyDOM.abort();
    window.close();
  };
}
