import { formatCount } from '../../../shared/format/count';
import { useEffect, useState } from 'react';
import { DEFAULT_OPERATING_UNIT, operatingUnit } from '../../../shared/ipc/schemas/common';
import type { CustomerContext } from '../customers/context';
import { useActiveProfile } from '../profiles/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { useT } from '../i18n/store';
import { Amount } from '../ui/Amount';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { percentOrDash, formatWhen } from './format';
import { loadPerformance, useStakingPerformance } from './store';
import { setUnitOverride, useUnitOverride } from './view-store';

/** What is wrong with a typed operating unit, from the check's finding (the same rules as the profile's field). */
function unitProblem(code: string | undefined): MessageKey {
  if (code === 'too_small') return 'staking.performance.unitEmpty';
  if (code === 'too_big') return 'staking.performance.unitLength';
  return 'staking.performance.unitCharacters';
}

/**
 * The public staking performance (no authentication) of the operating unit in
 * use: the profile's (set in its dialog), or another one typed here for a look.
 */
export function PerformancePanel(props: { context: CustomerContext }): React.JSX.Element {
  const profileUnit = useActiveProfile()?.operatingUnit ?? DEFAULT_OPERATING_UNIT;
  const override = useUnitOverride(props.context.profileId);
  const unit = override ?? profileUnit;
  const performance = useStakingPerformance(props.context, unit);
  const [draft, setDraft] = useState(unit);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const t = useT();
  useEffect(() => {
    void loadPerformance(props.context, unit);
    setDraft(unit);
  }, [props.context, unit]);

  const show = (event: React.FormEvent): void => {
    event.preventDefault();
    const parsed = operatingUnit.safeParse(draft);
    if (!parsed.success) {
      setProblem(unitProblem(parsed.error.issues[0]?.code));
      return;
    }
    setProblem(null);
    setUnitOverride(props.context.profileId, parsed.data === profileUnit ? null : parsed.data);
  };

  return (
    <div className="staking-performance">
      <form className="toolbar" onSubmit={show} aria-label={t('staking.performance.form')}>
        <label className="toolbar-field">
          <span>{t('staking.performance.unit')}</span>
          <input
            className="input mono staking-unit-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'staking-unit-problem' : undefined}
            spellCheck={false}
            autoComplete="off"
            maxLength={16}
          />
        </label>
        <button type="submit" className="button button-small">
          {t('staking.performance.show')}
        </button>
        {override !== null ? (
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => setUnitOverride(props.context.profileId, null)}
          >
            {t('staking.performance.backToProfile', { unit: profileUnit })}
          </button>
        ) : (
          <span className="muted">{t('staking.performance.profileUnit')}</span>
        )}
        {problem ? (
          <span id="staking-unit-problem" className="field-error" role="alert">
            {t(problem)}
          </span>
        ) : null}
        <span className="pill pill-muted" title={t('staking.performance.publicTitle')}>
          {t('staking.performance.public')}
        </span>
        {performance.status === 'ready' ? (
          <span className="toolbar-count muted">
            {t('staking.performance.updated', {
              provider: performance.value.provider,
              when: formatWhen(performance.value.updatedAt),
            })}
          </span>
        ) : null}
      </form>
      {performance.status === 'loading' ? (
        <Loading label={t('staking.performance.loading')} />
      ) : performance.status === 'error' ? (
        <ErrorNotice
          error={performance.error}
          title={t('staking.performance.loadFailed')}
          onRetry={() => void loadPerformance(props.context, unit)}
        />
      ) : performance.value.assets.length === 0 ? (
        <Empty title={t('staking.performance.empty')} />
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table staking-table" aria-label={t('staking.performance.table')}>
            <thead>
              <tr>
                <th scope="col">{t('staking.performance.asset')}</th>
                <th scope="col" className="num">
                  {t('staking.performance.networkRate')}
                </th>
                <th scope="col" className="num">
                  {t('staking.performance.operatorRate')}
                </th>
                <th scope="col" className="num">
                  {t('staking.performance.uptime')}
                </th>
                <th scope="col" className="num">
                  {t('staking.performance.validators')}
                </th>
                <th scope="col" className="num">
                  {t('staking.performance.totalStaked')}
                </th>
              </tr>
            </thead>
            <tbody>
              {performance.value.assets.map((asset) => (
                <tr key={asset.assetSymbol}>
                  <td className="asset-cell">{asset.assetSymbol}</td>
                  <td className="num">{percentOrDash(asset.networkRewardRate)}</td>
                  <td className="num">{percentOrDash(asset.operatorRewardRate)}</td>
                  <td className="num">{percentOrDash(asset.operatorUptime)}</td>
                  <td className="num">{formatCount(asset.validatorCount)}</td>
                  <td className="num">
                    <Amount value={asset.totalStaked} precision={0} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
