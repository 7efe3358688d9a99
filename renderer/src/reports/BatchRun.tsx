import { useEffect, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import {
  BATCH_FORMATS,
  BATCH_KINDS,
  stepKey,
  type BatchFormat,
  type BatchKind,
  type BatchStepState,
  type BatchWindowView,
} from '../../../shared/reports/batch';
import { formatCount } from '../../../shared/format/count';
import { useT } from '../i18n/store';
import { translateSaid } from '../i18n/said';
import { ErrorNotice } from '../ui/ErrorNotice';
import {
  cancelBatch,
  deleteSelection,
  dismissBatchError,
  dismissSelectionError,
  loadBatch,
  loadSelections,
  resumeBatch,
  retryBatchStep,
  saveSelection,
  startBatch,
  useBatchError,
  useBatchRun,
  useBatchSelections,
  useBatchZipped,
  useSelectionError,
  zipBatch,
} from './batch-store';

/** How the run's customers are chosen. */
type CustomerMode = 'all' | 'numbers' | 'selection' | 'filter';
const CUSTOMER_MODES: readonly CustomerMode[] = ['all', 'numbers', 'selection', 'filter'];
const MODE_WORDS: Readonly<Record<CustomerMode, MessageKey>> = {
  all: 'batch.customers.mode.all',
  numbers: 'batch.customers.mode.numbers',
  selection: 'batch.customers.mode.selection',
  filter: 'batch.customers.mode.filter',
};

/** Customer numbers typed with commas (or spaces, or one a line, as pasted from a spreadsheet column). */
export function typedNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((item) => item !== ''))];
}

/** Each statement's name (the run's own words, so translators see them in this context). */
const KIND_WORDS: Readonly<Record<BatchKind, MessageKey>> = {
  'account-orders': 'batch.kind.accountOrders',
  account: 'batch.kind.account',
  balance: 'batch.kind.balance',
  'exchange-rates': 'batch.kind.exchangeRates',
  guarantee: 'batch.kind.guarantee',
  'staking-rewards': 'batch.kind.stakingRewards',
  'legacy-client': 'batch.kind.legacyClient',
};

const FORMAT_WORDS: Readonly<Record<BatchFormat, MessageKey>> = {
  xlsx: 'batch.format.xlsx',
  csv: 'batch.format.csv',
  both: 'batch.format.both',
};

const STEP_WORDS: Readonly<Record<BatchStepState, MessageKey>> = {
  pending: 'batch.step.pending',
  sending: 'batch.step.sending',
  created: 'batch.step.created',
  archived: 'batch.step.archived',
  done: 'batch.step.done',
  failed: 'batch.step.failed',
};

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The Report centre's "Run for many customers": the form, then the run's progress, its failed steps and their reasons. */
export function BatchRun({ profileId }: { profileId: string }): React.JSX.Element {
  const t = useT();
  const run = useBatchRun();
  const error = useBatchError();
  const [open, setOpen] = useState(false);
  useEffect(() => void loadBatch(), []);
  return (
    <section className="panel reports-batch-panel" aria-label={t('batch.title')}>
      <h2 className="panel-title">{t('batch.title')}</h2>
      {error ? <ErrorNotice error={error} title={t('batch.refused')} onRetry={dismissBatchError} /> : null}
      {run ? <BatchProgress run={run} /> : null}
      {open ? (
        <BatchForm profileId={profileId} onDone={() => setOpen(false)} />
      ) : run?.state === 'running' ? null : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('batch.open')}
        </button>
      )}
    </section>
  );
}

function BatchForm({ profileId, onDone }: { profileId: string; onDone: () => void }): React.JSX.Element {
  const t = useT();
  const [kinds, setKinds] = useState<BatchKind[]>(['account-orders']);
  const [dateFrom, setFrom] = useState(day(-30));
  const [dateTo, setTo] = useState(day(-1));
  const [oneCurrency, setOneCurrency] = useState(false);
  const [currency, setCurrency] = useState('CHF');
  const [format, setFormat] = useState<BatchFormat>('xlsx');
  const [mode, setMode] = useState<CustomerMode>('all');
  const [numbers, setNumbers] = useState('');
  const [selection, setSelection] = useState('');
  const [filter, setFilter] = useState('');
  const toggle = (kind: BatchKind) =>
    setKinds((now) => (now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const chosen = typedNumbers(numbers);
    const started = await startBatch({
      profileId,
      kinds,
      dateFrom,
      dateTo,
      currency: oneCurrency ? currency.trim().toUpperCase() : null,
      customers: mode === 'numbers' && chosen.length > 0 ? chosen : null,
      ...(mode === 'selection' ? { selection } : {}),
      ...(mode === 'filter' ? { filter } : {}),
      format,
    });
    if (started) onDone();
  };
  return (
    <form className="reports-batch-form" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('batch.kinds')}</legend>
        {BATCH_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" checked={kinds.includes(kind)} onChange={() => toggle(kind)} /> {t(KIND_WORDS[kind])}
          </label>
        ))}
      </fieldset>
      <label>
        {t('batch.from')}{' '}
        <input
          className="input"
          type="date"
          value={dateFrom}
          onChange={(event) => setFrom(event.target.value)}
          required
        />
      </label>
      <label>
        {t('batch.to')}{' '}
        <input className="input" type="date" value={dateTo} onChange={(event) => setTo(event.target.value)} required />
      </label>
      <fieldset>
        <legend>{t('batch.currency')}</legend>
        <label>
          <input type="radio" checked={!oneCurrency} onChange={() => setOneCurrency(false)} /> {t('batch.currency.own')}
        </label>
        <label>
          <input type="radio" checked={oneCurrency} onChange={() => setOneCurrency(true)} /> {t('batch.currency.one')}
        </label>
        {oneCurrency ? (
          <input
            className="input"
            aria-label={t('batch.currency.code')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            maxLength={20}
          />
        ) : null}
      </fieldset>
      <label>
        {t('batch.format')}{' '}
        <select className="input" value={format} onChange={(event) => setFormat(event.target.value as BatchFormat)}>
          {BATCH_FORMATS.map((option) => (
            <option key={option} value={option}>
              {t(FORMAT_WORDS[option])}
            </option>
          ))}
        </select>
      </label>
      <CustomerChoice
        mode={mode}
        onMode={setMode}
        numbers={numbers}
        onNumbers={setNumbers}
        selection={selection}
        onSelection={setSelection}
        filter={filter}
        onFilter={setFilter}
      />
      <div className="reports-batch-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={
            kinds.length === 0 ||
            (mode === 'numbers' && typedNumbers(numbers).length === 0) ||
            (mode === 'selection' && selection === '') ||
            (mode === 'filter' && filter.trim() === '')
          }
        >
          {t('batch.start')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('batch.close')}
        </button>
      </div>
    </form>
  );
}

/** The customers of the run: all, typed numbers (which can be saved as a selection), a saved selection, or a filter. */
function CustomerChoice(props: {
  mode: CustomerMode;
  onMode: (mode: CustomerMode) => void;
  numbers: string;
  onNumbers: (text: string) => void;
  selection: string;
  onSelection: (name: string) => void;
  filter: string;
  onFilter: (text: string) => void;
}): React.JSX.Element {
  const t = useT();
  const selections = useBatchSelections();
  const problem = useSelectionError();
  const [name, setName] = useState('');
  useEffect(() => void loadSelections(), []);
  const { mode, selection } = props;
  // The chosen selection, or the first one once they are read (a deleted one is not kept chosen).
  useEffect(() => {
    if (mode === 'selection' && !selections.some((kept) => kept.name === selection))
      props.onSelection(selections[0]?.name ?? '');
  }, [mode, selection, selections, props]);
  const save = async () => {
    if (await saveSelection({ name: name.trim(), customers: typedNumbers(props.numbers) })) {
      props.onSelection(name.trim());
      props.onMode('selection');
      setName('');
    }
  };
  return (
    <fieldset className="reports-batch-customers">
      <legend>{t('batch.customers')}</legend>
      <div className="reports-batch-modes">
        {CUSTOMER_MODES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="batch-customers"
              checked={mode === option}
              onChange={() => props.onMode(option)}
            />{' '}
            {t(MODE_WORDS[option])}
          </label>
        ))}
      </div>
      {problem ? (
        <ErrorNotice error={problem} title={t('batch.selection.refused')} onRetry={dismissSelectionError} />
      ) : null}
      {mode === 'numbers' ? (
        <div className="reports-batch-choice">
          <label>
            {t('batch.customers.numbers')}
            <textarea
              className="input"
              rows={2}
              value={props.numbers}
              onChange={(event) => props.onNumbers(event.target.value)}
            />
          </label>
          <div className="reports-batch-inline">
            <label>
              {t('batch.selection.name')}
              <input className="input" value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
            </label>
            <button
              type="button"
              className="button"
              disabled={name.trim() === '' || typedNumbers(props.numbers).length === 0}
              onClick={() => void save()}
            >
              {t('batch.selection.save')}
            </button>
          </div>
        </div>
      ) : null}
      {mode === 'selection' ? (
        selections.length === 0 ? (
          <p className="reports-batch-choice">{t('batch.selection.none')}</p>
        ) : (
          <div className="reports-batch-choice reports-batch-inline">
            <label>
              {t('batch.selection.choose')}
              <select className="input" value={selection} onChange={(event) => props.onSelection(event.target.value)}>
                {selections.map((kept) => (
                  <option key={kept.name} value={kept.name}>
                    {t('batch.selection.option', {
                      name: kept.name,
                      count: kept.customers.length,
                      shown: formatCount(kept.customers.length),
                    })}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button"
              disabled={selection === ''}
              onClick={() => void deleteSelection(selection)}
            >
              {t('batch.selection.delete')}
            </button>
          </div>
        )
      ) : null}
      {mode === 'filter' ? (
        <label className="reports-batch-choice">
          {t('batch.customers.filter')}
          <input
            className="input"
            value={props.filter}
            onChange={(event) => props.onFilter(event.target.value)}
            maxLength={100}
          />
        </label>
      ) : null}
    </fieldset>
  );
}

function BatchProgress({ run }: { run: BatchWindowView }): React.JSX.Element {
  const t = useT();
  const current = run.steps.filter(
    (step) => step.state === 'sending' || step.state === 'created' || step.state === 'archived',
  );
  const failed = run.steps.filter((step) => step.state === 'failed');
  const minutes = run.etaMs === null ? null : Math.max(1, Math.ceil(run.etaMs / 60_000));
  const stopped = run.state === 'cancelled' || (run.state === 'running' && !run.live);
  const zipped = useBatchZipped();
  return (
    <div className="reports-batch-progress" role="status">
      <p>
        {run.state === 'finished'
          ? t('batch.finished', { folder: run.request.out })
          : stopped
            ? t('batch.stopped')
            : t('batch.running')}{' '}
        {t('batch.counts', {
          done: formatCount(run.done),
          failed: formatCount(run.failed),
          remaining: formatCount(run.remaining),
        })}
      </p>
      {run.state === 'running' && run.live && minutes !== null ? (
        <p>{t('batch.eta', { count: minutes, shown: formatCount(minutes) })}</p>
      ) : null}
      {current.length > 0 && run.live ? (
        <ul aria-label={t('batch.current')}>
          {current.map((step) => (
            <li key={stepKey(step)}>
              {t('batch.stepLine', {
                customer: step.customer,
                kind: t(KIND_WORDS[step.kind]),
                state: t(STEP_WORDS[step.state]),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {failed.length > 0 ? (
        <table className="reports-batch-failed">
          <caption>{t('batch.failedSteps')}</caption>
          <thead>
            <tr>
              <th>{t('batch.column.customer')}</th>
              <th>{t('batch.column.kind')}</th>
              <th>{t('batch.column.reason')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {failed.map((step) => (
              <tr key={stepKey(step)}>
                <td>
                  {step.customerName
                    ? t('batch.customerNamed', { customer: step.customer, name: step.customerName })
                    : step.customer}
                </td>
                <td>{t(KIND_WORDS[step.kind])}</td>
                <td>{step.error !== null && translateSaid(step.error)}</td>
                <td>
                  {run.live ? null : (
                    <button type="button" className="button" onClick={() => void retryBatchStep(stepKey(step))}>
                      {t('batch.retry')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="reports-batch-actions">
        {run.state === 'running' && run.live ? (
          <button type="button" className="button" onClick={() => void cancelBatch()}>
            {t('batch.cancel')}
          </button>
        ) : null}
        {stopped ? (
          <button type="button" className="button button-primary" onClick={() => void resumeBatch()}>
            {t('batch.resume')}
          </button>
        ) : null}
        {run.state === 'finished' ? (
          <button type="button" className="button" onClick={() => void zipBatch()}>
            {t('batch.zip')}
          </button>
        ) : null}
      </div>
      {zipped ? (
        <p>{t('batch.zipped', { file: zipped.file, count: zipped.files, shown: formatCount(zipped.files) })}</p>
      ) : null}
    </div>
  );
}
