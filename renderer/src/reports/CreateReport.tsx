import { useEffect, useState } from 'react';
import type { ReportKind, ReportParams } from '../../../shared/reports/kinds';
import { REPORT_KIND_PARAMS, REPORT_KINDS, reportParamsSchema } from '../../../shared/reports/kinds';
import { REPORT_KIND_WORDS } from '../../../shared/reports/words';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message, type Message } from '../../../shared/i18n/message';
import { useRichT } from '../i18n/rich';
import { translateMessage, useT } from '../i18n/store';
import type { CustomerContext } from '../customers/context';
import { useCustomerList } from '../customers/store';
import { datePattern } from '../format/datetime';
import { DateInput } from '../ui/DateInput';
import { ErrorNotice } from '../ui/ErrorNotice';
import { createReport, useCreateError } from './store';

type Draft = Record<'dateFrom' | 'dateTo' | 'date' | 'referenceCurrency' | 'accountNumber', string>;

const today = (): string => new Date().toISOString().slice(0, 10);
const yearAgo = (): string => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const yesterday = (): string => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const DATE_FIELDS: ReadonlySet<keyof Draft> = new Set(['dateFrom', 'dateTo', 'date']);

const LABELS: Record<keyof Draft, MessageKey> = {
  dateFrom: 'reports.create.dateFrom',
  dateTo: 'reports.create.dateTo',
  date: 'reports.create.date',
  referenceCurrency: 'reports.create.referenceCurrency',
  accountNumber: 'reports.create.accountNumber',
};

/** What is wrong with a field the schema refused, in words (the date style the user types in for a date). */
function problemOf(field: keyof Draft, code: string): Message {
  if (field === 'accountNumber') return message('reports.error.accountNumber');
  if (field === 'referenceCurrency') return message('reports.error.symbol');
  // The only rule besides a day's form: the range's end not before its start.
  return code === 'custom' ? message('reports.error.range') : message('reports.error.date', { pattern: datePattern() });
}

/** The report centre's form: a kind and exactly its parameters, checked before anything is sent. */
export function CreateReport(props: { context: CustomerContext }): React.JSX.Element {
  const t = useT();
  const rich = useRichT();
  const [kind, setKind] = useState<ReportKind>('account-orders');
  const customers = useCustomerList();
  const customer =
    customers.status === 'ready' ? customers.value.find((c) => c.customerNumber === props.context.customer) : undefined;
  const customerName = customer?.name ?? null;
  // The reference currency defaults to the customer's own (a EUR customer's statements in EUR), CHF only when unknown.
  const ownCurrency = customer?.referenceCurrency ?? null;
  const [draft, setDraft] = useState<Draft>({
    dateFrom: yearAgo(),
    dateTo: today(),
    date: yesterday(),
    referenceCurrency: ownCurrency ?? 'CHF',
    accountNumber: '',
  });
  const [currencyTouched, setCurrencyTouched] = useState(false);
  useEffect(() => {
    if (ownCurrency !== null && !currencyTouched)
      setDraft((current) =>
        current.referenceCurrency === ownCurrency ? current : { ...current, referenceCurrency: ownCurrency },
      );
  }, [ownCurrency, currencyTouched]);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, Message>>>({});
  const [busy, setBusy] = useState(false);
  const error = useCreateError();
  const fields = REPORT_KIND_PARAMS[kind];

  const submit = async (): Promise<void> => {
    const candidate = { kind, ...Object.fromEntries(fields.map((field) => [field, draft[field].trim()])) };
    const parsed = reportParamsSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, Message>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'dateTo') as keyof Draft;
        found[field] ??= problemOf(field, issue.code);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setBusy(true);
    await createReport(props.context, parsed.data as ReportParams, customerName);
    setBusy(false);
  };

  return (
    <form
      className="panel reports-create"
      aria-label={t('reports.create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="panel-title">{t('reports.create.title')}</h2>
      <label className="reports-field">
        <span>{t('reports.create.report')}</span>
        <select
          className="input"
          value={kind}
          onChange={(event) => setKind(event.target.value as ReportKind)}
          aria-label={t('reports.create.kind')}
        >
          {REPORT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(REPORT_KIND_WORDS[option])}
            </option>
          ))}
        </select>
      </label>
      <div className="reports-params">
        {fields.map((field) => (
          <label key={field} className={problems[field] ? 'reports-field has-error' : 'reports-field'}>
            <span>{t(LABELS[field])}</span>
            {DATE_FIELDS.has(field) ? (
              <DateInput
                name={field}
                value={draft[field]}
                aria-invalid={problems[field] ? true : undefined}
                onChange={(value) => setDraft({ ...draft, [field]: value })}
              />
            ) : (
              <input
                className="input"
                name={field}
                value={draft[field]}
                inputMode={field === 'accountNumber' ? 'numeric' : undefined}
                placeholder={field === 'referenceCurrency' ? 'CHF' : '000000123456'}
                aria-invalid={problems[field] ? true : undefined}
                onChange={(event) => {
                  if (field === 'referenceCurrency') setCurrencyTouched(true);
                  setDraft({ ...draft, [field]: event.target.value });
                }}
              />
            )}
            {problems[field] ? <span className="field-error">{translateMessage(problems[field])}</span> : null}
          </label>
        ))}
      </div>
      <div className="reports-create-actions">
        <span className="muted">
          {rich('reports.create.forCustomer', {
            num: (chunks) => <span className="num">{chunks}</span>,
            customer: props.context.customer,
          })}
          {customerName ? ` · ${customerName}` : ''}
        </span>
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('reports.create.submit')}
        </button>
      </div>
      {error ? <ErrorNotice error={error} title={t('reports.create.failed')} /> : null}
    </form>
  );
}
