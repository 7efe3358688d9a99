import { useEffect, useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import { useT } from '../i18n/store';
import { useActiveProfileId, useProfiles } from '../profiles/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Field } from '../ui/Field';
import { LimitsFields } from './LimitsFields';
import type { LimitsDraft, LimitsErrors } from './limits-form';
import { limitsDraftOf, parseLimitsDraft } from './limits-form';
import { loadTradingLimits } from './limits-store';

type Outcome = { kind: 'saved' } | { kind: 'refused'; error: IpcError } | null;

/**
 * Each profile's pre-trade limits. Lowering is saved at once; raising is for
 * main to decide (its own confirmation dialog, or a refusal in browser mode),
 * and its answer is shown as it is: the page never decides a raise.
 */
export function LimitsEditor(): React.JSX.Element {
  const profiles = useProfiles();
  const activeId = useActiveProfileId();
  const [chosen, setChosen] = useState<string | null>(null);
  const profileId = chosen ?? activeId;
  const [draft, setDraft] = useState<LimitsDraft | null>(null);
  const [errors, setErrors] = useState<LimitsErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const t = useT();

  useEffect(() => {
    setDraft(null);
    setOutcome(null);
    setErrors({});
    if (profileId === null) return;
    let current = true;
    void settle(() => desktopApi().trading.limits({ profileId })).then((result) => {
      if (!current) return;
      if (result.ok) setDraft(limitsDraftOf(result.value));
      else setOutcome({ kind: 'refused', error: result.error });
    });
    return () => {
      current = false;
    };
  }, [profileId]);

  const save = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    if (profileId === null || draft === null) return;
    setOutcome(null);
    const parsed = parseLimitsDraft(draft);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    setSaving(true);
    try {
      const result = await settle(() => desktopApi().trading.setLimits({ profileId, limits: parsed.limits }));
      setOutcome(result.ok ? { kind: 'saved' } : { kind: 'refused', error: result.error });
      if (result.ok) setDraft(limitsDraftOf(result.value));
      // The ticket shows the limits in force: whatever main answered, it reads them again.
      await loadTradingLimits(profileId);
    } finally {
      setSaving(false);
    }
  };

  const list = profiles.status === 'ready' ? profiles.value : [];
  return (
    <form className="form" aria-label={t('trading.limits.title')} onSubmit={(event) => void save(event)} noValidate>
      <h2>{t('trading.limits.title')}</h2>
      <p className="muted">{t('trading.limits.intro', { command: 'desk limits set … --yes' })}</p>
      <Field label={t('trading.limits.profile')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={profileId ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.map((profile) => (
              <option key={profile.id} value={profile.id}>
                {profile.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {outcome?.kind === 'refused' ? (
        <ErrorNotice error={outcome.error} title={draft ? t('trading.limits.notSaved') : t('trading.limits.notRead')} />
      ) : outcome?.kind === 'saved' ? (
        <p role="status">{t('trading.limits.saved')}</p>
      ) : null}
      {draft ? (
        <>
          <LimitsFields
            draft={draft}
            errors={errors}
            onChange={(next) => (setDraft(next), setOutcome(null))}
            disabled={saving}
          />
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('trading.limits.save')}
          </button>
        </>
      ) : null}
    </form>
  );
}
