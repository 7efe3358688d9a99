import { useEffect, useRef, useState } from 'react';
import type { CsvSeparator, PaperSize } from '../../../shared/reports/region';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { exportReport, setCsvChoice, setPaperChoice, useCsvChoice, usePaperChoice } from './store';

// The separators' words, one whole sentence each.
const SEPARATOR_WORDS: Record<'semicolon' | 'comma', MessageKey> = {
  semicolon: 'reports.export.semicolon',
  comma: 'reports.export.comma',
};

// The papers' words, one whole sentence each.
const PAPER_WORDS: Record<PaperSize, MessageKey> = {
  a4: 'reports.export.paperA4',
  letter: 'reports.export.paperLetter',
};

/**
 * Export ▾: Excel, CSV or a PDF statement; for PDF and Excel the paper (the
 * region's by default); for CSV the separator (the region's by default), a
 * decimal comma (only with semicolons) and a UTF-8 byte-order mark for Excel
 * on Windows; the paper's default is the window's region's (browser mode:
 * the user's browser, not the server's); main asks where to save.
 */
export function ExportMenu(props: { archiveId: string; tableCount: number }): React.JSX.Element {
  const { archiveId, tableCount } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  // Kept for the session: the next statement's menu shows the same choices.
  const { bom, separator, decimalComma } = useCsvChoice();
  const paper = usePaperChoice();
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
  const choose = (format: 'xlsx' | 'csv' | 'pdf') => {
    setOpen(false);
    void exportReport(archiveId, format === 'csv' ? { format, bom, separator, decimalComma } : { format, paper });
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
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {t('reports.export.button')}
      </button>
      {open ? (
        <div className="export-menu-list panel" role="menu" aria-label={t('reports.export.menu')} ref={menu}>
          <button type="button" role="menuitem" className="export-menu-item" onClick={() => choose('xlsx')}>
            {t('reports.export.xlsx')}
          </button>
          <button type="button" role="menuitem" className="export-menu-item" onClick={() => choose('pdf')}>
            {t('reports.export.pdf')}
          </button>
          {(['a4', 'letter'] as const).map((size) => (
            <button
              key={size}
              type="button"
              role="menuitemradio"
              aria-checked={paper === size}
              className="export-menu-item"
              onClick={() => setPaperChoice(size)}
            >
              {paper === size ? '◉' : '○'} {t(PAPER_WORDS[size])}
            </button>
          ))}
          <button type="button" role="menuitem" className="export-menu-item" onClick={() => choose('csv')}>
            {tableCount > 1 ? t('reports.export.csvZip') : t('reports.export.csv')}
          </button>
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={bom}
            className="export-menu-item"
            onClick={() => setCsvChoice({ bom: !bom })}
          >
            {bom ? '☑' : '☐'} {t('reports.export.bom')}
          </button>
          {(['semicolon', 'comma'] as const).map((name) => {
            const value: CsvSeparator = name === 'semicolon' ? ';' : ',';
            return (
              <button
                key={name}
                type="button"
                role="menuitemradio"
                aria-checked={separator === value}
                className="export-menu-item"
                onClick={() => setCsvChoice({ separator: value })}
              >
                {separator === value ? '◉' : '○'} {t(SEPARATOR_WORDS[name])}
              </button>
            );
          })}
          <button
            type="button"
            role="menuitemcheckbox"
            aria-checked={decimalComma}
            aria-disabled={separator !== ';'}
            className="export-menu-item"
            onClick={() => setCsvChoice({ decimalComma: !decimalComma })}
          >
            {decimalComma ? '☑' : '☐'} {t('reports.export.decimalComma')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
