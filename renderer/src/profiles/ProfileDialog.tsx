import { useState } from 'react';
import type { ConnectionVerdict, Environment, ProfileView } from '../../../shared/ipc/schemas/profiles';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, settle } from '../api/loadable';
import { environments } from '../../../shared/ipc/schemas/profiles';
import { needsConfirmElsewhere } from '../../../shared/ipc/confirm-elsewhere';
import { defaultLimits, type TradingLimits } from '../../../shared/trading/limits';
import { LimitsFields } from '../trading/LimitsFields';
import type { LimitsErrors } from '../trading/limits-form';
import { limitsDraftOf, parseLimitsDraft } from '../trading/limits-form';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import type { DraftField, ProfileDraft } from './form-model';
import { draftOf, fieldErrors, fieldsChanged, NEW_PROFILE, secretProblem } from './form-model';
import { createProfile, setSecret, updateProfile } from './store';
import { VerdictBadge, verdictExplanation } from './Verdict';
import { networkSummary } from './network-words';
import { useT } from '../i18n/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

const environmentLabels: Record<Environment, MessageKey> = {
  production: 'shell.environment.production',
  sandbox: 'shell.environment.sandbox',
  simulator: 'shell.environment.simulator',
};

/** Creates a profile, or edits one (profile given). The secret goes to the keychain and never comes back. */
export function ProfileDialog(props: {
  profile?: ProfileView;
  onClose: () => void;
  /** Opens the saved profile's network settings (proxy, CA file) instead of this dialog. */
  onNetwork?: (profile: ProfileView) => void;
}): React.JSX.Element {
  // The profile as this dialog last saved it when its secret could not be stored: the dialog goes on
  // editing that profile (a new one included), so a retry only sets the secret.
  const [saved, setSaved] = useState<ProfileView | null>(null);
  const editing = saved ?? props.profile;
  const [draft, setDraft] = useState<ProfileDraft>(props.profile ? draftOf(props.profile) : NEW_PROFILE);
  const [errors, setErrors] = useState<Partial<Record<DraftField | 'form', string>>>({});
  const [saving, setSaving] = useState(false);
  const managed = editing?.builtIn ?? false;
  // Every new profile is asked for its limits, prefilled with the modest defaults whatever its environment
  // (the label decides no limits; only the built-in simulator has generous ones); main saves them with the
  // profile. An existing profile's limits are edited in Settings.
  const [limits, setLimits] = useState(() => limitsDraftOf(defaultLimits('connection')));
  const [limitErrors, setLimitErrors] = useState<LimitsErrors>({});
  const asksLimits = !editing;
  const t = useT();

  const change = (field: DraftField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  // The draft is tested before anything is stored; a failed test is shown here and the user keeps or fixes it.
  const [tested, setTested] = useState<{ draft: ProfileDraft; verdict: Loadable<ConnectionVerdict> } | null>(null);
  const failedTest =
    tested !== null &&
    tested.draft === draft &&
    !(tested.verdict.status === 'ready' && tested.verdict.value.verdict === 'reached')
      ? tested
      : null;

  const store = async (
    fields: Omit<ProfileDraft, 'secret'>,
    secret: string,
    firstLimits: TradingLimits | undefined,
  ): Promise<void> => {
    const result = !editing
      ? await createProfile({ ...fields, ...(firstLimits ? { limits: firstLimits } : {}) })
      : fieldsChanged(draft, editing)
        ? await updateProfile(
            managed
              ? { id: editing.id, name: fields.name, operatingUnit: fields.operatingUnit }
              : { id: editing.id, ...fields },
          )
        : ({ ok: true, value: editing } as const);
    if (!result.ok) {
      setErrors(fieldErrors(result.error));
      return;
    }
    if (secret !== '') {
      const stored = await setSecret(result.value.id, secret);
      if (!stored.ok) {
        const problems = fieldErrors(stored.error, true);
        if (!editing) {
          problems.form = t('profiles.form.createdWithoutSecret', {
            name: result.value.name,
            reason: problems.form ?? t('profiles.form.correctSecret'),
          });
        }
        setSaved(result.value);
        setErrors(problems);
        return;
      }
    }
    props.onClose();
  };

  const save = async (event: React.FormEvent, keepDespiteTest = false): Promise<void> => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setLimitErrors({});
    try {
      const { secret, ...fields } = draft;
      const badSecret = secretProblem(secret);
      if (badSecret !== undefined) {
        setErrors({ secret: badSecret });
        return;
      }
      const parsedLimits = asksLimits ? parseLimitsDraft(limits) : undefined;
      if (parsedLimits && !parsedLimits.ok) {
        setLimitErrors(parsedLimits.errors);
        return;
      }
      // The built-in simulator's address and key are the app's; only its name can change here.
      if (!managed && !keepDespiteTest) {
        const verdict = fromResult(
          await settle(() =>
            desktopApi().profiles.testDraft({
              ...(editing ? { profileId: editing.id } : {}),
              baseUrl: fields.baseUrl,
              apiKey: fields.apiKey,
              authScheme: fields.authScheme,
              ...(secret !== '' ? { secret } : {}),
            }),
          ),
        );
        if (verdict.status === 'error' && verdict.error.kind === 'validation') {
          setErrors(fieldErrors(verdict.error));
          return;
        }
        // A new address cannot be confirmed in browser mode: main says once what to use instead. Not a failed
        // test, and saving anyway would only be refused again.
        if (verdict.status === 'error' && needsConfirmElsewhere(verdict.error)) {
          setTested(null);
          setErrors({ form: verdict.error.message });
          return;
        }
        setTested({ draft, verdict });
        if (!(verdict.status === 'ready' && verdict.value.verdict === 'reached')) return;
      }
      await store(fields, secret, parsedLimits?.ok ? parsedLimits.limits : undefined);
    } finally {
      setSaving(false);
    }
  };

  const secretState = editing?.secret.state;
  return (
    <Dialog
      title={editing ? t('profiles.form.editTitle', { name: editing.name }) : t('profiles.form.newTitle')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('profiles.cancel')}
          </button>
          {failedTest ? (
            <button type="button" className="button" disabled={saving} onClick={(event) => void save(event, true)}>
              {t('profiles.form.saveUntested')}
            </button>
          ) : null}
          <button type="submit" form="profile-form" className="button button-primary" disabled={saving}>
            {saving
              ? t('profiles.verdict.testing')
              : managed
                ? t('profiles.form.saveChanges')
                : failedTest
                  ? t('profiles.form.testAgain')
                  : editing
                    ? t('profiles.form.testAndSave')
                    : t('profiles.form.testAndCreate')}
          </button>
        </>
      }
    >
      <form id="profile-form" className="form" onSubmit={(event) => void save(event)} noValidate>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        {failedTest ? (
          <div className="draft-verdict" role="alert">
            <VerdictBadge verdict={failedTest.verdict} />
            <p>{verdictExplanation(failedTest.verdict)}</p>
            <p className="muted">{t('profiles.form.nothingSaved')}</p>
          </div>
        ) : null}
        <Field label={t('profiles.column.name')} error={errors.name}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.name}
              onChange={change('name')}
              required
              maxLength={80}
              autoFocus
            />
          )}
        </Field>
        <Field label={t('profiles.column.environment')} error={errors.environment}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={draft.environment}
              onChange={change('environment')}
              disabled={managed}
            >
              {environments.map((environment) => (
                <option key={environment} value={environment}>
                  {t(environmentLabels[environment])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('profiles.column.address')}
          error={errors.baseUrl}
          hint={managed ? t('profiles.form.addressManaged') : t('profiles.form.addressHint')}
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              value={draft.baseUrl}
              onChange={change('baseUrl')}
              disabled={managed}
              spellCheck={false}
              inputMode="url"
            />
          )}
        </Field>
        <Field label={t('profiles.column.apiKey')} error={errors.apiKey}>
          {(control) => (
            <input
              {...control}
              className="input mono"
              value={draft.apiKey}
              onChange={change('apiKey')}
              disabled={managed}
              spellCheck={false}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={t('profiles.form.authScheme')}
          error={errors.authScheme}
          hint={managed ? undefined : t('profiles.form.authSchemeHint')}
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              value={draft.authScheme}
              onChange={change('authScheme')}
              disabled={managed}
              spellCheck={false}
              autoComplete="off"
              maxLength={32}
            />
          )}
        </Field>
        <Field
          label={t('profiles.form.operatingUnit')}
          error={errors.operatingUnit}
          hint={t('profiles.form.operatingUnitHint')}
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              value={draft.operatingUnit}
              onChange={change('operatingUnit')}
              spellCheck={false}
              autoComplete="off"
              maxLength={16}
            />
          )}
        </Field>
        <Field
          label={t('profiles.form.secret')}
          error={errors.secret}
          hint={
            secretState === 'set'
              ? t('profiles.form.secretStored')
              : secretState === 'origin-changed'
                ? t('profiles.form.secretOtherAddress')
                : editing
                  ? t('profiles.form.secretNone')
                  : t('profiles.form.secretWhere')
          }
        >
          {(control) => (
            <input
              {...control}
              className="input mono"
              type="password"
              value={draft.secret}
              onChange={change('secret')}
              autoComplete="new-password"
              spellCheck={false}
              placeholder={secretState === 'set' ? t('profiles.form.secretPlaceholder') : ''}
              disabled={managed}
            />
          )}
        </Field>
        {editing && props.onNetwork ? (
          <div className="field">
            <span className="field-label">{t('network.dialog.section')}</span>
            <span className="checkbox-field">
              <span className="muted">{networkSummary(editing)}</span>
              <button
                type="button"
                className="button button-small"
                onClick={() => props.onNetwork?.(editing)}
                aria-label={t('network.action.label', { name: editing.name })}
              >
                {t('network.action.open')}
              </button>
            </span>
          </div>
        ) : null}
        {asksLimits ? (
          <fieldset>
            <legend>{t('profiles.form.limits')}</legend>
            <p className="muted">{t('profiles.form.limitsHint')}</p>
            <LimitsFields draft={limits} errors={limitErrors} onChange={setLimits} />
          </fieldset>
        ) : null}
      </form>
    </Dialog>
  );
}
