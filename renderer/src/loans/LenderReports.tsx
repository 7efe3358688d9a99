import { useEffect, useState } from 'react';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import { sumDecimals } from '../../../shared/loans';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { contextKey } from '../customers/context';
import { CustomerGate } from '../customers/CustomerGate';
import { formatDecimal } from '../../../shared/format/decimal';
import { assetPlaces } from '../../../shared/format/precision';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { useT } from '../i18n/store';
import { percent } from './format';

/** The selected customer's lender loan reports (a read through the active profile). */
export function LenderReports(): React.JSX.Element {
  return <CustomerGate>{(context) => <LenderTable key={contextKey(context)} context={context} />}</CustomerGate>;
}

function LenderTable(props: { context: CustomerContext }): React.JSX.Element {
  const { context } = props;
  const t = useT();
  const [reports, setReports] = useState<Loadable<LoanReport[]>>(LOADING);
  const load = () => {
    setReports(LOADING);
    // The component is keyed by the customer context, so a late answer can only land in its own view.
    void settle(() =>
      desktopApi().loans.lenderReports({ profileId: context.profileId, customer: context.customer }),
    ).then((result) => setReports(fromResult(result)));
  };
  useEffect(load, [context]);
  if (reports.status === 'loading') return <Loading label={t('loans.lenders.loading')} />;
  if (reports.status === 'error')
    return <ErrorNotice error={reports.error} title={t('loans.lenders.loadFailed')} onRetry={load} />;
  if (reports.value.length === 0) return <Empty title={t('loans.lenders.empty', { customer: context.customer })} />;
  return (
    <section className="panel panel-fill" aria-labelledby="lender-title">
      <header className="panel-header">
        <h2 id="lender-title">{t('loans.lenders.title', { customer: context.customer })}</h2>
        <button type="button" className="button button-small" onClick={load}>
          {t('loans.lenders.refresh')}
        </button>
      </header>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="lender-reports">
          <thead>
            <tr>
              <th>{t('loans.lenders.portfolio')}</th>
              <th className="num">LTV</th>
              <th className="num">{t('loans.lenders.marginCall')}</th>
              <th className="num">{t('loans.lenders.liquidation')}</th>
              <th className="num">{t('loans.lenders.collateralization')}</th>
              <th className="num">{t('loans.lenders.serviceFee')}</th>
              <th>{t('loans.lenders.loans')}</th>
              <th className="num">{t('loans.lenders.loanValue')}</th>
              <th>{t('loans.lenders.collateral')}</th>
              <th className="num">{t('loans.lenders.collateralValue')}</th>
            </tr>
          </thead>
          <tbody>
            {reports.value.map((report) => {
              const currency = report.loans[0]?.valueCurrency ?? report.collaterals[0]?.valueCurrency ?? '';
              return (
                <tr key={report.portfolioId}>
                  <td className="num">{report.portfolioId}</td>
                  <td className="num">{percent(report.currentLtv)}</td>
                  <td className="num">{percent(report.smLtv)}</td>
                  <td className="num">{percent(report.hmLtv)}</td>
                  <td className="num">{percent(report.collateralization)}</td>
                  <td className="num">{percent(report.serviceFee)}</td>
                  <td>
                    {report.loans
                      .map(
                        (loan) => `${formatDecimal(loan.amount)} ${loan.assetSymbol} @ ${percent(loan.interestRate)}`,
                      )
                      .join(', ')}
                  </td>
                  <td className="num">
                    {currency}{' '}
                    {formatDecimal(sumDecimals(report.loans.map((loan) => loan.value)), {
                      precision: assetPlaces(currency) ?? 2,
                    })}
                  </td>
                  <td>
                    {report.collaterals.map((item) => `${formatDecimal(item.amount)} ${item.assetSymbol}`).join(', ')}
                  </td>
                  <td className="num">
                    {currency}{' '}
                    {formatDecimal(sumDecimals(report.collaterals.map((item) => item.value)), {
                      precision: assetPlaces(currency) ?? 2,
                    })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
