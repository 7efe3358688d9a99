import type { ReactNode } from 'react';

/** A region waiting for data; announced politely to screen readers. */
export function Loading(props: { label: string }): React.JSX.Element {
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{props.label}</span>
    </div>
  );
}

/** A region with nothing to show, and why. */
export function Empty(props: { title: string; children?: ReactNode }): React.JSX.Element {
  return (
    <div className="state state-empty">
      <p className="state-title">{props.title}</p>
      {props.children ? <div className="state-body">{props.children}</div> : null}
    </div>
  );
}
