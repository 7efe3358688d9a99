import { randomUUID } from 'node:crypto';
import type { Customer } from '../../../shared/api/schemas/customers';
import { reportParamsSchema, type ReportParams } from '../../../shared/reports/kinds';
import type { BatchKind, BatchRequest, BatchStep } from '../../../shared/reports/batch';
import { foldText } from '../../../shared/text/fold';
import { AppError } from '../errors';
import { message } from '../../../shared/i18n/message';

/** True when the customer's number, name or reference currency contains the filter text (case and accents aside). */
export function matchesFilter(customer: Customer, filter: string): boolean {
  const needle = foldText(filter.trim());
  return [customer.customerNumber, customer.name, customer.referenceCurrency ?? ''].some((text) =>
    foldText(text).includes(needle),
  );
}

/** The customers matching a filter; none is refused (nothing started), never a run over nobody. */
export function filterCustomers(all: readonly Customer[], filter: string): Customer[] {
  const found = all.filter((customer) => matchesFilter(customer, filter));
  if (found.length === 0) throw new AppError('validation', message('batch.failure.noMatch', { filter: filter.trim() }));
  return found;
}

/** The customers a run is for: all the key reaches, or the ones asked for (an unknown number is refused, nothing started). */
export function chooseCustomers(all: readonly Customer[], wanted: readonly string[] | null): Customer[] {
  if (wanted === null) return [...all];
  const byNumber = new Map(all.map((customer) => [customer.customerNumber, customer]));
  const unknown = wanted.filter((number) => !byNumber.has(number));
  if (unknown.length > 0)
    throw new AppError('validation', message('batch.failure.notReachable', { customers: unknown.join(', ') }));
  return [...new Set(wanted)].map((number) => byNumber.get(number) as Customer);
}

/** One step per (customer, kind), customers in the service's order, each not yet run. */
export function planSteps(customers: readonly Customer[], kinds: readonly BatchKind[]): BatchStep[] {
  return customers.flatMap((customer) =>
    kinds.map((kind) => ({
      customer: customer.customerNumber,
      customerName: customer.name,
      referenceCurrency: customer.referenceCurrency ?? null,
      kind,
      state: 'pending' as const,
      reportId: null,
      archiveId: null,
      attempts: 0,
      rows: null,
      sha256: null,
      files: [],
      error: null,
    })),
  );
}

/** A new run's id. */
export function newBatchId(now: Date): string {
  return `${now.toISOString().slice(0, 10)}-${randomUUID().slice(0, 8)}`;
}

/**
 * A step's report parameters: the run's period (a dated statement is at its last day), in the run's reference
 * currency or the customer's own; a customer with neither cannot have a statement that needs one (said, not guessed).
 */
export function stepParams(
  request: BatchRequest,
  kind: BatchKind,
  customerCurrency: string | null | undefined,
): ReportParams {
  const currency = request.currency ?? customerCurrency ?? null;
  const needsCurrency = kind === 'account' || kind === 'exchange-rates' || kind === 'balance' || kind === 'guarantee';
  if (needsCurrency && currency === null) throw new AppError('validation', message('batch.failure.noOwnCurrency'));
  const candidate =
    kind === 'balance' || kind === 'guarantee'
      ? { kind, date: request.dateTo, referenceCurrency: currency }
      : needsCurrency
        ? { kind, dateFrom: request.dateFrom, dateTo: request.dateTo, referenceCurrency: currency }
        : { kind, dateFrom: request.dateFrom, dateTo: request.dateTo };
  return reportParamsSchema.parse(candidate);
}
