import { useEffect, useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { OpeningView } from '../../../shared/ipc/schemas/reports';
import type { ArchiveManifest } from '../../../shared/reports/archive-entry';
import type { TypedLot } from '../../../shared/reports/pnl/opening';
import { typedLotSchema } from '../../../shared/reports/pnl/opening';
import { datePattern, formatDate, formatDateTime } from '../format/datetime';
import { parseDecimalInput } from '../format/parse-decimal';
import { Amount } from '../ui/Amount';
import { DateInput } from '../ui/DateInput';
import { ErrorNotice } from '../ui/ErrorNotice';
import { loadOpening, saveOpening } from './store';

type Draft = Record<keyof TypedLot, string>;
const EMPTY_DRAFT: Draft = { symbol: '', currency: '', quantity: '', cost: '', date: '' };

const LABELS: Record<keyof TypedLot, string> = { symbol: 'Coin', currency: 'Currency', quantity: 'Quantity', cost: 'Total cost', date: 'Bought on' };

/** "2025-01-01 to 2025-06-30, saved 01.07.2025, 10:00:00" in the app's date style. */
function statementWords(manifest: ArchiveManifest): string {
  const range = manifest.params.kind === 'account-orders' ? `${formatDate(manifest.params.dateFrom)} to ${formatDate(manifest.params.dateTo)}` : manifest.kind;
  return `${range}, saved ${formatDateTime(manifest.savedAt)}`;
}

/**
 * The opening lots of an account orders statement, above its P&L tabs: an earlier statement of the same customer
 * whose open lots carry over, and lots typed in. Main checks and keeps the choice with the archived statement and
 * rebuilds the tables from it; nothing is computed here.
 */
export function OpeningLots(props: { archiveId: string; dateFrom: string }): React.JSX.Element {
  const { archiveId, dateFrom } = props;
  const [view, setView] = useState<OpeningView | null>(null);
  const [loadError, setLoadError] = useState<IpcError | null>(null);
  const [statement, setStatement] = useState<string | null>(null);
  const [lots, setLots] = useState<TypedLot[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Partial<Record<keyof TypedLot, string>>>({});
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
  const changed = kept !== undefined && (statement !== kept.statement || JSON.stringify(lots) !== JSON.stringify(kept.lots));

  const addLot = (): void => {
    const candidate = {
      symbol: draft.symbol.trim().toUpperCase(),
      currency: draft.currency.trim().toUpperCase(),
      quantity: parseDecimalInput(draft.quantity),
      cost: parseDecimalInput(draft.cost),
      date: draft.date.trim(),
    };
    const parsed = typedLotSchema.safeParse(candidate);
    const found: Partial<Record<keyof TypedLot, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0]) as keyof TypedLot;
      found[field] ??= field === 'date' ? `Enter a date as ${datePattern()}` : issue.message;
    }
    // Main refuses it too; said here at once, next to the field.
    if (parsed.success && parsed.data.date >= dateFrom) found.date = `Must be before this statement's first day (${formatDate(dateFrom)})`;
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

  if (loadError) return <ErrorNotice error={loadError} title="The opening lots could not be read" />;
  if (!view) return <p className="muted reports-opening">Reading the opening lots…</p>;
  return (
    <section className="reports-opening" aria-label="Opening lots">
      <div className="reports-opening-row">
        <label className="reports-field">
          <span>Opening lots from an earlier statement</span>
          <select
            className="input"
            value={statement ?? ''}
            onChange={(event) => {
              setSaved(false);
              setStatement(event.target.value === '' ? null : event.target.value);
            }}
          >
            <option value="">None</option>
            {/* A kept choice no longer offered (deleted, changed) stays visible, so it can be cleared. */}
            {statement !== null && !view.candidates.some((m) => m.id === statement) ? <option value={statement}>{statement} (no longer usable)</option> : null}
            {view.candidates.map((manifest) => (
              <option key={manifest.id} value={manifest.id}>
                {statementWords(manifest)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button-primary" disabled={!changed || busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Use these opening lots'}
        </button>
        {saved && !changed ? <span className="muted" role="status">Saved with the statement; the P&amp;L now starts from them.</span> : null}
      </div>
      {view.candidates.length === 0 && statement === null ? (
        <p className="muted">No earlier account orders statement of this customer reaches the day before {formatDate(dateFrom)}. Create one in the report centre, or type the lots in.</p>
      ) : null}
      {view.damaged ? <p className="field-error">The opening lots kept for this statement could not be read; choose them again.</p> : null}
      <details className="reports-opening-typed" open={lots.length > 0}>
        <summary>Typed-in lots ({lots.length})</summary>
        {lots.length > 0 ? (
          <table className="reports-opening-table">
            <thead>
              <tr>
                <th scope="col">Coin</th>
                <th scope="col" className="num">
                  Quantity
                </th>
                <th scope="col" className="num">
                  Total cost
                </th>
                <th scope="col">Bought on</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lots.map((lot, index) => (
                <tr key={`${lot.symbol}-${lot.date}-${index}`}>
                  <td>
                    {lot.symbol} in {lot.currency}
                  </td>
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
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <form
          className="reports-opening-add"
          aria-label="Add an opening lot"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            addLot();
          }}
        >
          {(Object.keys(LABELS) as (keyof TypedLot)[]).map((field) => (
            <label key={field} className={problems[field] ? 'reports-field has-error' : 'reports-field'}>
              <span>{LABELS[field]}</span>
              {field === 'date' ? (
                <DateInput name={field} value={draft.date} aria-invalid={problems.date ? true : undefined} onChange={(value) => setDraft({ ...draft, date: value })} />
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
              {problems[field] ? <span className="field-error">{problems[field]}</span> : null}
            </label>
          ))}
          <button type="submit" className="button">
            Add lot
          </button>
        </form>
      </details>
      {saveError ? <ErrorNotice error={saveError} title="The opening lots were not saved" /> : null}
    </section>
  );
}
