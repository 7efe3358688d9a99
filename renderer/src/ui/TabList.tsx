import { useRef } from 'react';

/** One tab: its id (used in element ids) and label. */
export interface TabItem<T extends string> {
  readonly id: T;
  readonly label: string;
}

/** The id of a tab's panel, for the element with role="tabpanel" (aria-labelledby: tabId). */
export const tabPanelId = (base: string, id: string): string => `${base}-${id}-panel`;
/** The id of a tab button. */
export const tabId = (base: string, id: string): string => `${base}-${id}-tab`;

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab in the tab order, arrow
 * keys move and select. The caller renders the panel with tabPanelId/tabId.
 */
export function TabList<T extends string>(props: {
  label: string;
  base: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}): React.JSX.Element {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const { tabs, onSelect } = props;

  const onKeyDown = (event: React.KeyboardEvent, index: number): void => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    buttons.current[next]?.focus();
  };

  return (
    <div className={props.className ? `tabs ${props.className}` : 'tabs'} role="tablist" aria-label={props.label}>
      {tabs.map((item, index) => (
        <button
          key={item.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(props.base, item.id)}
          aria-selected={props.selected === item.id}
          aria-controls={tabPanelId(props.base, item.id)}
          tabIndex={props.selected === item.id ? 0 : -1}
          className="tab"
          onClick={() => onSelect(item.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
