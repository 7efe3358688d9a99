import type {
  AccountOrdersStatement,
  AccountStatement,
  BalanceStatement,
  ExchangeRatesStatement,
  GuaranteeStatement,
  StakingRewardsStatement,
} from '../../../../shared/api/schemas/report-data';
import type { Report } from '../../../../shared/api/schemas/reports';
import type { HandlerTable } from '../../contract';
import { notFound, requireCustomer } from '../problems';
import type { Runtime } from '../runtime';
import type { ReportKind } from '../state';
import { createReport } from './lifecycle';

type ReportHandlers = Pick<
  HandlerTable,
  | 'reports.createAccountOrdersStatement'
  | 'reports.getAccountOrdersStatement'
  | 'reports.createAccountStatement'
  | 'reports.getAccountStatement'
  | 'reports.createBalanceStatement'
  | 'reports.getBalanceStatement'
  | 'reports.createExchangeRatesStatement'
  | 'reports.getExchangeRatesStatement'
  | 'reports.createGuaranteeStatement'
  | 'reports.getGuaranteeStatement'
  | 'reports.createStakingRewardsStatement'
  | 'reports.getStakingRewardsStatement'
>;

type Request = { readonly customer: number | null; readonly body: object };

/** Handlers of the asynchronous report endpoints. */
export function reportHandlers(runtime: Runtime): ReportHandlers {
  const create = (kind: ReportKind) => (request: Request) => {
    const customer = requireCustomer(request);
    const body = Object.fromEntries(
      Object.entries(request.body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const report = createReport(runtime.context, customer, kind, body, runtime.now().sim);
    runtime.changed();
    return { reportId: report.id };
  };
  // The stored data was produced by this kind's producer, so it has this kind's shape.
  const read =
    <T>(kind: ReportKind) =>
    (request: { readonly customer: number | null; readonly params: { reportId: string } }): Report<T> => {
      const customer = requireCustomer(request);
      const report = runtime.context.store.reports.get(request.params.reportId.toLowerCase());
      if (!report || report.customer !== customer || report.kind !== kind)
        throw notFound(`Report ${request.params.reportId} was not found.`);
      return { state: report.state, reportData: report.data as T | null, failureReason: report.failureReason };
    };
  return {
    'reports.createAccountOrdersStatement': create('accountOrders'),
    'reports.getAccountOrdersStatement': read<AccountOrdersStatement>('accountOrders'),
    'reports.createAccountStatement': create('account'),
    'reports.getAccountStatement': read<AccountStatement>('account'),
    'reports.createBalanceStatement': create('balance'),
    'reports.getBalanceStatement': read<BalanceStatement>('balance'),
    'reports.createExchangeRatesStatement': create('exchangeRates'),
    'reports.getExchangeRatesStatement': read<ExchangeRatesStatement>('exchangeRates'),
    'reports.createGuaranteeStatement': create('guarantee'),
    'reports.getGuaranteeStatement': read<GuaranteeStatement>('guarantee'),
    'reports.createStakingRewardsStatement': create('stakingRewards'),
    'reports.getStakingRewardsStatement': read<StakingRewardsStatement>('stakingRewards'),
  };
}
