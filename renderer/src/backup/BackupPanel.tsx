import { useRef, useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import type { IpcError } from '../../../shared/ipc/result';
import {
  MAX_BACKUP_CHARS,
  type BackupPart,
  type RestoreChange,
  type RestorePlanView,
} from '../../../shared/ipc/schemas/backup';
import { formatCount } from '../../../shared/format/count';
import { formatDecimal } from '../../../shared/format/decimal';
import { writtenPlaces } from '../../../shared/format/precision';
import { useT } from '../i18n/store';
import { LIMIT_LABELS } from '../../../shared/trading/limits';
import { ErrorNotice } from '../ui/ErrorNotice';
import { applyRestore, createBackup, planRestore } from './backup-calls';

const PART_WORDS: Record<BackupPart, MessageKey> = {
  profiles: 'backup.part.profiles',
  limits: 'backup.part.limits',
  alerts: 'backup.part.alerts',
  loans: 'backup.part.loans',
  preferences: 'backup.part.preferences',
  archive: 'backup.part.archive',
};

const CHANGE_WORDS: Record<RestoreChange, { label: MessageKey; pill: string }> = {
  added: { label: 'backup.change.added', pill: 'pill-good' },
  replaced: { label: 'backup.change.replaced', pill: 'pill-warning' },
  kept: { label: 'backup.change.kept', pill: 'pill-muted' },
};

type Translate = ReturnType<typeof useT>;
type Item = RestorePlanView['items'][number];

/** An item as the user reads it: main's own labels for the loan monitor's settings and the preferences are words here. */
function itemLabel(t: Translate, item: Item): string {
  if (item.part === 'preferences') return t('backup.item.preferences');
  if (item.part === 'loans')
    return item.id === 'settings' ? t('backup.item.loanSettings') : t('backup.item.snooze', { portfolio: item.label });
  return item.label;
}

/** What a restore would change, before anything changes: each thing with its change, the raised limits, the secrets to enter. */
function RestorePlan(props: { plan: RestorePlanView }): React.JSX.Element {
  const t = useT();
  const { plan } = props;
  const count = (change: RestoreChange) => formatCount(plan.items.filter((item) => item.change === change).length);
  return (
    <div className="backup-plan">
      <p role="status">
        {t('backup.plan.summary', { added: count('added'), replaced: count('replaced'), kept: count('kept') })}
      </p>
      {plan.raised.length > 0 ? (
        <div className="warning-banner backup-raised" role="note">
          <p>{t('backup.plan.raised')}</p>
          <ul>
            {plan.raised.flatMap((raise) =>
              raise.limits.map((change) => (
                <li key={`${raise.profileId}/${change.limit}`}>
                  {t('backup.plan.raisedLine', {
                    profile: raise.profile,
                    limit: t(LIMIT_LABELS[change.limit]),
                    before: formatDecimal(change.before, { precision: writtenPlaces(change.before) }),
                    after: formatDecimal(change.after, { precision: writtenPlaces(change.after) }),
                  })}
                </li>
              )),
            )}
          </ul>
        </div>
      ) : null}
      {plan.secretsToEnter.length > 0 ? (
        <p className="warning-banner" role="note">
          {t('backup.plan.secrets', {
            count: plan.secretsToEnter.length,
            profiles: plan.secretsToEnter.join(', '),
          })}
        </p>
      ) : null}
      <div className="table-scroll backup-plan-table">
        <table className="data-table">
          <caption className="visually-hidden">{t('backup.plan.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backup.plan.part')}</th>
              <th scope="col">{t('backup.plan.item')}</th>
              <th scope="col">{t('backup.plan.change')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.items.map((item) => (
              <tr key={`${item.part}/${item.id}`}>
                <td>{t(PART_WORDS[item.part])}</td>
                <td>{itemLabel(t, item)}</td>
                <td>
                  <span className={`pill ${CHANGE_WORDS[item.change].pill}`}>{t(CHANGE_WORDS[item.change].label)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type Failure = { error: IpcError; title: MessageKey };

/**
 * Settings → Backup: one file with the profiles (never a secret), limits, price alerts, the loan monitor's settings
 * and the preferences, optionally the statement archive; a restore shows what it would change and changes
 * nothing until confirmed (main asks again before raising a limit).
 */
export function BackupPanel(): React.JSX.Element {
  const t = useT();
  const picker = useRef<HTMLInputElement>(null);
  const [includeArchive, setIncludeArchive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ fileName: string; statements: number } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState<{ uploadId: string; fileName: string; plan: RestorePlanView } | null>(null);
  const [restored, setRestored] = useState<RestorePlanView | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const backUp = () =>
    run(async () => {
      setSaved(null);
      const result = await createBackup(includeArchive);
      if (!result.ok) setFailure({ error: result.error, title: 'backup.create.failed' });
      else if (result.value) setSaved(result.value);
    });

  const pick = (file: File | undefined) =>
    run(async () => {
      setPending(null);
      setRestored(null);
      if (!file) return;
      if (file.size > MAX_BACKUP_CHARS) {
        setFailure({
          error: { kind: 'validation', message: t('backup.upload.tooLarge') },
          title: 'backup.plan.failed',
        });
        return;
      }
      const result = await planRestore(await file.text());
      if (!result.ok) setFailure({ error: result.error, title: 'backup.plan.failed' });
      else setPending({ ...result.value, fileName: file.name });
    });

  const restore = () =>
    run(async () => {
      if (!pending) return;
      const result = await applyRestore(pending.uploadId);
      if (!result.ok) {
        setFailure({ error: result.error, title: 'backup.restore.failed' });
        return;
      }
      setPending(null);
      setRestored(result.value);
    });

  return (
    <div className="settings-section backup-panel">
      {failure ? <ErrorNotice error={failure.error} title={t(failure.title)} /> : null}
      <fieldset className="field-group">
        <legend>{t('backup.create.legend')}</legend>
        <p className="muted">{t('backup.create.intro')}</p>
        <label className="choice">
          <input
            type="checkbox"
            checked={includeArchive}
            onChange={(event) => setIncludeArchive(event.target.checked)}
            disabled={busy}
          />
          {t('backup.create.includeArchive')}
        </label>
        <div className="backup-actions">
          <button type="button" className="button button-primary" onClick={() => void backUp()} disabled={busy}>
            {t('backup.create.button')}
          </button>
        </div>
        {saved ? (
          <p role="status">
            {t('backup.create.saved', {
              file: saved.fileName,
              count: saved.statements,
              shown: formatCount(saved.statements),
            })}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="field-group">
        <legend>{t('backup.restore.legend')}</legend>
        <p className="muted">{t('backup.restore.intro')}</p>
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label={t('backup.restore.choose')}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="backup-actions">
          <button type="button" className="button" onClick={() => picker.current?.click()} disabled={busy}>
            {t('backup.restore.choose')}
          </button>
        </div>
        {pending ? (
          <>
            <p>{t('backup.plan.intro', { file: pending.fileName })}</p>
            <RestorePlan plan={pending.plan} />
            <div className="backup-actions">
              <button type="button" className="button button-primary" onClick={() => void restore()} disabled={busy}>
                {t('backup.plan.apply')}
              </button>
              <button type="button" className="button" onClick={() => setPending(null)} disabled={busy}>
                {t('backup.plan.cancel')}
              </button>
            </div>
          </>
        ) : null}
        {restored ? (
          <p role="status">
            {restored.secretsToEnter.length > 0
              ? t('backup.restore.doneSecrets', {
                  count: restored.secretsToEnter.length,
                  profiles: restored.secretsToEnter.join(', '),
                })
              : t('backup.restore.done')}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
