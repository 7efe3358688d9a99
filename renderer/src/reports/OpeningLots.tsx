import { useEffect, useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { OpeningView } from '../../../shared/ipc/schemas/reports';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { TypedLot } from '../../../shared/reports/pnl/opening';
import { typedLotSchema } from '../../../shared/reports/pnl/opening';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message, type Message } from '../../../shared/i18n/message';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import { datePattern, formatDate, formatDateTime } from '../format/datetime';
import { translate, translateMessage, useT } from '../i18n/store';
import { parseDecimalInput } from '../format/parse-decimal';
import { formatCount } from '../../../shared/format/count';
import { Amount } from '../ui/Amount';
import { DateInput } from '../ui/DateInput';
import { ErrorNotice } from '../ui/ErrorNotice';
import { loadOpening, saveOpening } from './store';

type Draft = Record<keyof TypedLot, string>;
const EMPTY_DRAFT: Draft = { symbol: '', currency: '', quantity: '', cost: '', date: '' };

const LABELS: Record<keyof TypedLot, MessageKey> = {
  symbol: 'reports.lot.symbol',
  currency: 'reports.lot.currency',
  quantity: 'reports.lot.quantity',
  cost: 'reports.lot.cost',
  date: 'reports.lot.date',
};

/** What the lot schema refuses in each field, in words (typedLotSchema's rules). */
const PROBLEMS: Record<Exclude<keyof TypedLot, 'date'>, MessageKey> = {
  symbol: 'reports.error.symbol',
  currency: 'reports.error.symbol',
  quantity: 'reports.error.positive',
  cost: 'reports.error.notNegative',
};

/** "2025-01-01 to 2025-06-30, saved 01.07.2025, 10:00:00" in the app's date style and the page's language. */
function statementWords(manifest: ArchiveManifest): string {
  const saved = formatDateTime(manifest.savedAt);
  return manifest.params.kind === 'account-orders'
    ? translate('reports.opening.statement', {
        from: formatDate(manifest.params.dateFrom),
        to: formatDate(manifest.params.dateTo),
        saved,
      })
    : translate('reports.opening.statementOf', { kind: translate(REPORT_KIND_WORDS[manifest.kind]), saved });
}

/**
 * The opening lots of an account orders statement, above its P&L tabs: an earlier statement of the same customer
 * whose open lots carry over, and lots typed in. Main checks and keeps the choice with the archived statement and
 * rebuilds the tables from it; nothing is computed here.
 */
export function OpeningLots(props: { archiveId: string; dateFrom: string }): React.JSX.Element {
  const { archiveId, dateFrom } = props;
  const t = useT();
  const [view, setView] = useState<OpeningView | null>(null);
  const [loadError, setLoadError] = useState<IpcError | null>(null);
  const [statement, setStatement] = useState<string | null>(null);
  const [lots, setLots] = useState<TypedLot[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<keyof TypedLot, Message>>>({});
  const [saveError, setSaveError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void loadOpening(archiveId).then((result) => {
      if (!live) return;
      if (!result.ok) return setLoadError(result.error);
      setView(result.value);
      setStatement(result.value.choice.statement);
      setLots(result.value.choice.lots);
    });
    return () => {
      live = false;
    };
  }, [archiveId]);

  const kept = view?.choice;
  const changed =
    kept !== undefined && (statement !== kept.statement || JSON.stringify(lots) !== JSON.stringify(kept.lots));

  const addLot = (): void => {
    const candidate = {
      symbol: draft.symbol.trim().toUpperCase(),
      currency: draft.currency.trim().toUpperCase(),
      quantity: parseDecimalInput(draft.quantity),
      cost: parseDecimalInput(draft.cost),
      date: draft.date.trim(),
    };
    const parsed = typedLotSchema.safeParse(candidate);
    const found: Partial<Record<keyof TypedLot, Message>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as keyof TypedLot;
      found[field] ??=
        field === 'date' ? message('reports.error.date', { pattern: datePattern() }) : message(PROBLEMS[field]);
    }
    // Main refuses it too; said here at once, next to the field.
    if (parsed.success && parsed.data.date >= dateFrom)
      found.date = message('reports.error.beforeFirstDay', { date: formatDate(dateFrom) });
    setProblems(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setLots([...lots, parsed.data]);
    setDraft(EMPTY_DRAFT);
  };

  const save = async (): Promise<void> => {
    setBusy(true);
    setSaveError(null);
    const result = await saveOpening(archiveId, { statement, lots });
    setBusy(false);
    if (!result.ok) return setSaveError(result.error);
    setView(view ? { ...view, choice: { statement, lots }, damaged: false } : view);
    setSaved(true);
  };

  if (loadError) return <ErrorNotice error={loadError} title={t('reports.opening.readFailed')} />;
  if (!view) return <p className="muted reports-opening">{t('reports.opening.reading')}</p>;
  return (
    <section className="reports-opening" aria-label={t('reports.opening.label')}>
      <div className="reports-opening-row">
        <label className="reports-field">
          <span>{t('reports.opening.from')}</span>
          <select
            className="input"
            value={statement ?? ''}
            onChange={(event) => {
              setSaved(false);
              setStatement(event.target.value === '' ? null : event.target.value);
            }}
          >
            <option value="">{t('reports.opening.none')}</option>
            {/* A kept choice no longer offered (deleted, changed) stays visible, so it can be cleared. */}
            {statement !== null && !view.candidates.some((m) => m.id === statement) ? (
              <option value={statement}>{t('reports.opening.unusable', { statement })}</option>
            ) : null}
            {view.candidates.map((manifest) => (
              <option key={manifest.id} value={manifest.id}>
                {statementWords(manifest)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-primary" disabled={!changed || busy} onClick={() => void save()}>
          {busy ? t('reports.opening.saving') : t('reports.opening.use')}
        </button>
        {saved && !changed ? (
          <span className="muted" role="status">
            {t('reports.opening.saved')}
          </span>
        ) : null}
      </div>
      {view.candidates.length === 0 && statement === null ? (
        <p className="muted">{t('reports.opening.noCandidates', { date: formatDate(dateFrom) })}</p>
      ) : null}
      {view.damaged ? <p className="field-error">{t('reports.opening.damaged')}</p> : null}
      <details className="reports-opening-typed" open={lots.length > 0}>
        <summary>{t('reports.opening.typed', { count: formatCount(lots.length) })}</summary>
        {lots.length > 0 ? (
          <table className="reports-opening-table">
            <thead>
              <tr>
                <th scope="col">{t('reports.lot.symbol')}</th>
                <th scope="col" className="num">
                  {t('reports.lot.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('reports.lot.cost')}
                </th>
                <th scope="col">{t('reports.lot.date')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('reports.opening.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot, index) => (
                <tr key={`${lot.symbol}-${lot.date}-${index}`}>
                  <td>{t('reports.lot.in', { symbol: lot.symbol, currency: lot.currency })}</td>
                  <td className="num">
                    <Amount value={lot.quantity} asset={lot.symbol} />
                  </td>
                  <td className="num">
                    <Amount value={lot.cost} asset={lot.currency} /> {lot.currency}
                  </td>
                  <td>{formatDate(lot.date)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => {
                        setSaved(false);
                        setLots(lots.filter((_, at) => at !== index));
                      }}
                    >
                      {t('reports.opening.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <form
          className="reports-opening-add"
          aria-label={t('reports.opening.add')}
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            addLot();
          }}
        >
          {(Object.keys(LABELS) as (keyof TypedLot)[]).map((field) => (
            <label key={field} className={problems[field] ? 'reports-field has-error' : 'reports-field'}>
              <span>{t(LABELS[field])}</span>
              {field === 'date' ? (
                <DateInput
                  name={field}
                  value={draft.date}
                  aria-invalid={problems.date ? true : undefined}
                  onChange={(value) => setDraft({ ...draft, date: value })}
                />
              ) : (
                <input
                  className="input"
                  name={field}
                  value={draft[field]}
                  inputMode={field === 'quantity' || field === 'cost' ? 'decimal' : undefined}
                  placeholder={field === 'symbol' ? 'BTC' : field === 'currency' ? 'CHF' : undefined}
                  aria-invalid={problems[field] ? true : undefined}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              )}
              {problems[field] ? <span className="field-error">{translateMessage(problems[field])}</span> : null}
            </label>
          ))}
          <button type="submit" className="button">
            {t('reports.opening.addLot')}
          </button>
        </form>
      </details>
      {saveError ? <ErrorNotice error={saveError} title={t('reports.opening.saveFailed')} /> : null}
    </section>
  );
}
