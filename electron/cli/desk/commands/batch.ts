import { resolve } from 'node:path';
import {
  BATCH_FORMATS,
  BATCH_KINDS,
  batchRequestSchema,
  stepKey,
  type BatchFormat,
  type BatchKind,
  type BatchView,
} from '../../../../shared/reports/batch';
import { MAX_CONCURRENCY } from '../../../services/batch/batch-service';
import { ENGLISH } from '../../../services/i18n/english';
import { saidIn } from '../../../../shared/i18n/said';
import { defineCommand, DeskProblem, EXIT, UsageError } from '../command';
import type { DeskContext } from '../context';
import { dayOption, textOption } from './option-values';

type BatchOptions =
  | {
      action: 'run';
      kinds: BatchKind[];
      dateFrom: string;
      dateTo: string;
      currency: string | null;
      customers: string[] | null;
      selection: string | null;
      filter: string | null;
      format: BatchFormat;
      out: string;
      zip: boolean;
      concurrency: number | undefined;
    }
  | { action: 'resume'; concurrency: number | undefined }
  | { action: 'status' | 'cancel' | 'zip' }
  | { action: 'retry'; steps: string[] };

function list(value: string | undefined, flag: string): string[] {
  const items = (value ?? '').split(',').map((item) => item.trim());
  if (items.some((item) => item === ''))
    throw new UsageError(`--${flag} is a comma-separated list with no empty item.`);
  return items;
}

/** --concurrency N: steps at once, 1 to MAX_CONCURRENCY (absent: the service's default). */
function concurrencyOption(values: Parameters<typeof textOption>[0]): number | undefined {
  const text = textOption(values, 'concurrency');
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || value < 1 || value > MAX_CONCURRENCY)
    throw new UsageError(`--concurrency takes a whole number from 1 to ${MAX_CONCURRENCY}; got "${text}".`);
  return value;
}

function parseRun(values: Parameters<typeof textOption>[0]): BatchOptions {
  const kinds = list(textOption(values, 'kinds'), 'kinds');
  const wrong = kinds.filter((kind) => !(BATCH_KINDS as readonly string[]).includes(kind));
  if (wrong.length > 0) throw new UsageError(`--kinds takes ${BATCH_KINDS.join(', ')}; not ${wrong.join(', ')}.`);
  const dateFrom = dayOption(values, 'from');
  const dateTo = dayOption(values, 'to');
  if (dateFrom === undefined || dateTo === undefined)
    throw new UsageError('--from DATE and --to DATE are required (the period of every statement).');
  const chosen = textOption(values, 'customers') ?? 'all';
  const filter = textOption(values, 'filter') ?? null;
  if (filter !== null && textOption(values, 'customers') !== undefined)
    throw new UsageError('Choose the customers one way: --customers or --filter, not both.');
  const format = textOption(values, 'format') ?? 'xlsx';
  if (!(BATCH_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be one of ${BATCH_FORMATS.join(', ')}; got "${format}".`);
  const out = textOption(values, 'out');
  if (out === undefined)
    throw new UsageError('--out DIR is required (the folder the exports and the summary go into).');
  const options = {
    action: 'run' as const,
    kinds: [...new Set(kinds)] as BatchKind[],
    dateFrom,
    dateTo,
    currency: textOption(values, 'currency') ?? null,
    customers: chosen === 'all' || chosen.startsWith('@') ? null : list(chosen, 'customers'),
    selection: chosen.startsWith('@') ? chosen.slice(1) : null,
    filter,
    format: format as BatchFormat,
    out: resolve(out),
    zip: values['zip'] === true,
    concurrency: concurrencyOption(values),
  };
  const { zip: _zip, concurrency: _concurrency, ...asked } = options;
  const checked = batchRequestSchema.safeParse({ ...asked, profileId: 'checked-at-run' });
  if (!checked.success)
    throw new UsageError(
      checked.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`).join('; '),
    );
  return options;
}

const runOptions = (concurrency: number | undefined) => (concurrency === undefined ? {} : { concurrency });

/** The answer: the run's counts and, per step that did not succeed, its customer, kind and reason. */
function report(view: BatchView) {
  const { steps, request, ...rest } = view;
  return {
    ...rest,
    out: request.out,
    steps: steps.length,
    failedSteps: steps
      .filter((step) => step.state === 'failed')
      .map((step) => ({
        step: stepKey(step),
        customer: step.customer,
        kind: step.kind,
        reason: step.error === null ? null : saidIn(step.error, ENGLISH),
      })),
    unfinishedSteps: steps
      .filter((step) => step.state !== 'failed' && step.state !== 'done')
      .map((step) => stepKey(step)),
  };
}

/** Exit 0 when every step succeeded; 1 with the list when some failed (or the run was cancelled before its end). */
function outcome(view: BatchView): unknown {
  const answer = report(view);
  if (view.state === 'finished' && view.failed === 0) return answer;
  const message =
    view.state === 'cancelled'
      ? `The month-end run was cancelled with ${view.remaining} of ${view.steps.length} steps not finished; "desk batch resume" goes on with them.`
      : `${view.failed} of ${view.steps.length} steps failed; "desk batch retry CUSTOMER/KIND" tries one again.`;
  throw new DeskProblem(
    EXIT.failed,
    view.state === 'cancelled' ? 'cancelled' : 'steps-failed',
    message,
    { failedSteps: answer.failedSteps },
    answer,
  );
}

/** Runs until the run settles; Ctrl-C cancels it cleanly (a resume goes on). With `zip`, a finished run's folder is zipped too. */
async function follow(ctx: DeskContext, start: Promise<BatchView>, zip = false): Promise<unknown> {
  const batch = ctx.services.batch;
  await start;
  const cancel = () => void batch.cancel();
  ctx.signal.addEventListener('abort', cancel, { once: true });
  let settled: BatchView;
  try {
    settled = await batch.wait();
  } finally {
    ctx.signal.removeEventListener('abort', cancel);
  }
  // Zipped once finished, failed steps and all (the summary lists them); a cancelled run is not whole yet.
  const zipped = zip && settled.state === 'finished' ? await batch.zip(undefined, ctx.signal) : null;
  const answer = outcome(settled);
  return zipped ? { ...(answer as object), zip: zipped } : answer;
}

/** `desk batch run|status|resume|retry|cancel`: the month-end run from scripts. */
export const batchCommand = defineCommand<BatchOptions>({
  name: 'batch',
  summary:
    'The month-end run: statements for many customers in one journaled job, exported per customer with a summary',
  usage: `Usage: npm run -s desk -- [global options] batch run --kinds K1,K2 --from DATE --to DATE [--currency C] [--customers all|N1,N2|@SELECTION | --filter TEXT] [--format xlsx|csv|both] --out DIR [--zip] [--concurrency N]
       npm run -s desk -- [global options] batch resume [--concurrency N]
       npm run -s desk -- [global options] batch status | cancel | zip
       npm run -s desk -- [global options] batch retry CUSTOMER/KIND [CUSTOMER/KIND ...]

KIND: ${BATCH_KINDS.join(' | ')}
run makes every statement for every customer chosen (default all; @SELECTION: a selection saved in the Reports section;
--filter TEXT: those whose number, name or reference currency contains TEXT): one step per customer and kind, a few at a time,
each archived as "statements export" archives it, exported into DIR/<customer>/ (xlsx, csv or both), then
DIR/summary.xlsx and DIR/summary.csv list every customer and kind with its status, rows, total in the reference
currency (or why there is none) and the SHA-256 of the raw data. zip (or run --zip) writes DIR.zip: the whole folder,
for the accountant. Balance and guarantee statements are at --to. Statements in a reference currency use --currency for everyone,
else each customer's own. The run is journaled in the data folder: after a crash or a kill, resume goes on where it
stopped and never creates a report it knows was created. --concurrency N works on N steps at once (1-16, default 4). status shows the run; cancel stops it cleanly (also a run
in another process); retry tries failed steps again, alone. Exit 0 when every step succeeded, 1 when some failed
(the list is printed).`,
  options: {
    kinds: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    currency: { type: 'string' },
    customers: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    filter: { type: 'string' },
    zip: { type: 'boolean' },
    concurrency: { type: 'string' },
  },
  positionals: true,
  parse(values, positionals) {
    const [action, ...rest] = positionals;
    if (action === 'run') {
      if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
      return parseRun(values);
    }
    if (action === 'resume') {
      if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
      const other = Object.keys(values).find((name) => values[name] !== undefined && name !== 'concurrency');
      if (other !== undefined) throw new UsageError(`batch resume takes no --${other}.`);
      return { action, concurrency: concurrencyOption(values) };
    }
    const given = Object.keys(values).filter((name) => values[name] !== undefined);
    if (given.length > 0) throw new UsageError(`batch ${action ?? ''} takes no --${given[0] ?? ''}.`);
    if (action === 'retry') {
      if (rest.length === 0)
        throw new UsageError('Name the steps to retry: CUSTOMER/KIND, as "batch status" lists them.');
      return { action, steps: rest };
    }
    if (action === 'status' || action === 'cancel' || action === 'zip') {
      if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(' ')}.`);
      return { action };
    }
    throw new UsageError('Say what to do: batch run, status, resume, retry, cancel or zip.');
  },
  async run(ctx, options) {
    const batch = ctx.services.batch;
    switch (options.action) {
      case 'run': {
        const { action: _action, ...request } = options;
        const { zip, concurrency, ...asked } = request;
        return follow(ctx, batch.start({ ...asked, profileId: ctx.profile.id }, runOptions(concurrency)), zip);
      }
      case 'resume':
        return follow(ctx, batch.resume(ctx.profile.id, runOptions(options.concurrency)));
      case 'retry':
        return follow(ctx, batch.retry(options.steps, ctx.profile.id));
      case 'cancel':
        return report(await batch.cancel());
      case 'zip':
        return batch.zip(undefined, ctx.signal);
      case 'status': {
        const view = await batch.status();
        return { ...report(view), stepsList: view.steps };
      }
    }
  },
});
