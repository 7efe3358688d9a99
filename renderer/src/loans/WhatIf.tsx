import { useState } from 'react';
import type { LoanReport } from '../../../shared/api/schemas/loans';
import { shockProblem, whatIfLtv } from '../../../shared/loans';
import { formatDecimal } from '../../../shared/format/decimal';
import { assetPlaces } from '../../../shared/format/precision';
import { parseDecimalInput } from '../format/parse-decimal';
import { translateMessage, useT } from '../i18n/store';
import { percent, stateLabel, statePill } from './format';
import { LtvGauge } from './Gauge';

/**
 * "Collateral prices −X %": the LTV the portfolio would have, computed exactly
 * from the report's loan and collateral values (loans fixed), uniformly or per
 * collateral asset.
 */
export function WhatIf(props: { report: LoanReport; warnMargin: string }): React.JSX.Element {
  const t = useT();
  const { report } = props;
  const [uniform, setUniform] = useState('0');
  const [perAsset, setPerAsset] = useState<Record<string, string>>({});
  // Percentages as the user's locale writes them ("12,5" in de-DE), read by the app's one number parser.
  const overrides = Object.fromEntries(
    Object.entries(perAsset)
      .filter(([, pct]) => pct.trim() !== '')
      .map(([asset, pct]) => [asset, parseDecimalInput(pct)]),
  );
  const uniformPct = uniform.trim() === '' ? '0' : parseDecimalInput(uniform);
  const shock = { uniformPct, perAssetPct: overrides };
  const problem = shockProblem(shock);
  const thresholds = { smLtv: report.smLtv, hmLtv: report.hmLtv, warnMargin: props.warnMargin };
  const result = problem === null ? whatIfLtv(report, shock, thresholds) : null;
  const currency = report.collaterals[0]?.valueCurrency ?? report.loans[0]?.valueCurrency ?? '';
  const assets = [...new Set(report.collaterals.map((item) => item.assetSymbol))];
  const sliderValue = /^\d+(\.\d+)?$/.test(uniformPct) ? Math.min(100, Math.max(0, Number(uniformPct))) : 0;

  return (
    <section className="panel loan-whatif" aria-labelledby="whatif-title">
      <header className="panel-header">
        <h2 id="whatif-title">{t('loans.whatIf.title')}</h2>
        <button
          type="button"
          className="button button-quiet button-small"
          onClick={() => (setUniform('0'), setPerAsset({}))}
        >
          {t('loans.whatIf.reset')}
        </button>
      </header>
      <div className="whatif-body">
        <div className="whatif-controls">
          <label className="whatif-uniform">
            <span>{t('loans.whatIf.allCollateral')}</span>
            <input
              type="range"
              min={0}
              max={90}
              step={0.5}
              value={sliderValue}
              aria-label={t('loans.whatIf.slider')}
              onChange={(event) => setUniform(event.target.value)}
            />
            <input
              className="input num whatif-pct"
              inputMode="decimal"
              value={uniform}
              aria-label={t('loans.whatIf.field')}
              onChange={(event) => setUniform(event.target.value)}
            />
            <span>%</span>
          </label>
          {assets.length > 0 ? (
            <div className="whatif-assets" role="group" aria-label={t('loans.whatIf.perAsset')}>
              {assets.map((asset) => (
                <label key={asset} className="whatif-asset">
                  <span className="asset-cell">{asset} −</span>
                  <input
                    className="input num whatif-pct"
                    inputMode="decimal"
                    placeholder={shock.uniformPct}
                    value={perAsset[asset] ?? ''}
                    aria-label={t('loans.whatIf.assetField', { asset })}
                    onChange={(event) => setPerAsset({ ...perAsset, [asset]: event.target.value })}
                  />
                  <span>%</span>
                </label>
              ))}
            </div>
          ) : null}
        </div>
        {problem !== null ? (
          <p className="field-error" role="alert">
            {translateMessage(problem)}
          </p>
        ) : result ? (
          <div className="whatif-result" aria-live="polite">
            <LtvGauge
              currentLtv={report.currentLtv}
              smLtv={report.smLtv}
              hmLtv={report.hmLtv}
              warnMargin={props.warnMargin}
              whatIfLtv={result.ltv ?? report.hmLtv}
            />
            <dl className="loan-facts">
              <dt>{t('loans.whatIf.resultingLtv')}</dt>
              <dd className="num is-strong" data-testid="whatif-ltv">
                {result.ltv === null ? t('loans.whatIf.noCollateralLeft') : percent(result.ltv)}
              </dd>
              <dt title={t('loans.whatIf.stateTitle')}>{t('loans.whatIf.state')}</dt>
              <dd>
                <span className={statePill(result.state)} data-testid="whatif-state">
                  {stateLabel(result.state)}
                </span>
              </dd>
              <dt>{t('loans.whatIf.collateralValue')}</dt>
              <dd className="num">
                {currency} {formatDecimal(result.collateralValue, { precision: assetPlaces(currency) ?? 2 })}
              </dd>
              <dt>{t('loans.whatIf.loansFixed')}</dt>
              <dd className="num">
                {currency} {formatDecimal(result.loanValue, { precision: assetPlaces(currency) ?? 2 })}
              </dd>
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
