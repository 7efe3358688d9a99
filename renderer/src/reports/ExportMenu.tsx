import { useEffect, useRef, useState } from 'react';
import { exportReport } from './store';

/** Export ▾: Excel or CSV (with an optional UTF-8 byte-order mark for Excel on Windows); main asks where to save. */
export function ExportMenu(props: { archiveId: string; tableCount: number }): React.JSX.Element {
  const { archiveId, tableCount } = props;
  const [open, setOpen] = useState(false);
  const [bom, setBom] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    menu.current?.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!menu.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const choose = (format: 'xlsx' | 'csv') => {
    setOpen(false);
    void exportReport(archiveId, { format, bom: format === 'csv' && bom });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  return (
    <div className="export-menu" onKeyDown={onKeyDown}>
      <button type="button" className="button button-primary" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        Export ▾
      </button>
      {open ? (
        <div className="export-menu-list panel" role="menu" aria-label="Export" ref={menu}>
          <button type="button" role="menuitem" className="export-menu-item" onClick={() => choose('xlsx')}>
            Excel workbook (.xlsx)…
          </button>
          <button type="button" role="menuitem" className="export-menu-item" onClick={() => choose('csv')}>
            CSV {tableCount > 1 ? `(.zip, one file per table)` : '(.csv)'}…
          </button>
          <button type="button" role="menuitemcheckbox" aria-checked={bom} className="export-menu-item" onClick={() => setBom(!bom)}>
            {bom ? '☑' : '☐'} CSV with a UTF-8 byte-order mark (Excel on Windows)
          </button>
        </div>
      ) : null}
    </div>
  );
}
