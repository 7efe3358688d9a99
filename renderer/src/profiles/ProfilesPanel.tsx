import { useState } from 'react';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { EnvironmentBadge } from '../shell/EnvironmentBadge';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import { NetworkDialog } from './NetworkDialog';
import { ProfileDialog } from './ProfileDialog';
import { activateProfile, loadProfiles, testConnection, useActiveProfileId, useProfiles, useVerdict } from './store';
import { VerdictBadge, verdictExplanation } from './Verdict';
import { translateMessage, useT } from '../i18n/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

type Editing =
  | { mode: 'create' }
  | { mode: 'edit'; profile: ProfileView }
  | { mode: 'network'; profile: ProfileView }
  | { mode: 'delete'; profile: ProfileView }
  | null;

const secretLabels: Record<ProfileView['secret']['state'], MessageKey> = {
  set: 'profiles.secret.set',
  missing: 'profiles.secret.missing',
  'origin-changed': 'profiles.secret.originChanged',
  unavailable: 'profiles.secret.unavailable',
};

/** Connection profiles: create, edit, delete, activate, test. */
export function ProfilesPanel(): React.JSX.Element {
  const profiles = useProfiles();
  const activeId = useActiveProfileId();
  const [editing, setEditing] = useState<Editing>(null);
  const t = useT();

  return (
    <section className="panel" aria-labelledby="profiles-title">
      <header className="panel-header">
        <h2 id="profiles-title">{t('profiles.title')}</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'create' })}>
          {t('profiles.new')}
        </button>
      </header>
      {profiles.status === 'loading' ? (
        <Loading label={t('shell.topbar.loadingProfiles')} />
      ) : profiles.status === 'error' ? (
        <ErrorNotice error={profiles.error} title={t('profiles.loadFailed')} onRetry={() => void loadProfiles()} />
      ) : profiles.value.length === 0 ? (
        <Empty title={t('profiles.empty.title')}>
          <p>{t('profiles.empty.hint')}</p>
        </Empty>
      ) : (
        <div className="table-scroll">
          <table className="data-table profiles-table">
            <thead>
              <tr>
                <th scope="col">{t('profiles.column.name')}</th>
                <th scope="col">{t('profiles.column.environment')}</th>
                <th scope="col">{t('profiles.column.address')}</th>
                <th scope="col">{t('profiles.column.apiKey')}</th>
                <th scope="col">{t('profiles.column.secret')}</th>
                <th scope="col">{t('connection.label')}</th>
                <th scope="col" className="actions-col">
                  <span className="visually-hidden">{t('profiles.column.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {profiles.value.map((profile) => (
                <ProfileRow
                  key={profile.id}
                  profile={profile}
                  active={profile.id === activeId}
                  onEdit={() => setEditing({ mode: 'edit', profile })}
                  onDelete={() => setEditing({ mode: 'delete', profile })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing?.mode === 'create' ? <ProfileDialog onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? (
        <ProfileDialog
          profile={editing.profile}
          onClose={() => setEditing(null)}
          onNetwork={(profile) => setEditing({ mode: 'network', profile })}
        />
      ) : null}
      {editing?.mode === 'network' ? (
        <NetworkDialog profile={editing.profile} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.mode === 'delete' ? (
        <DeleteProfileDialog profile={editing.profile} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function ProfileRow(props: {
  profile: ProfileView;
  active: boolean;
  onEdit: () => void;
  onDelete: () => void;
}): React.JSX.Element {
  const { profile } = props;
  const verdict = useVerdict(profile.id);
  const explanation = verdictExplanation(verdict);
  const t = useT();
  return (
    <>
      <tr
        className={[props.active ? 'is-active-row' : '', explanation ? 'has-note' : ''].join(' ')}
        data-profile-name={profile.name}
      >
        <td>
          <span className="profile-cell">
            {props.active ? (
              <span
                className="active-marker"
                role="img"
                title={t('profiles.active.title')}
                aria-label={t('profiles.active.label')}
              />
            ) : null}
            <strong>{profile.name}</strong>
            {profile.builtIn ? <span className="pill pill-muted">{t('profiles.builtIn')}</span> : null}
          </span>
        </td>
        <td>
          <EnvironmentBadge environment={profile.environment} size="small" />
        </td>
        <td className="mono">
          <span className="clip" title={profile.baseUrl}>
            {profile.baseUrl}
          </span>
        </td>
        <td className="mono">
          <span className="clip clip-narrow" title={profile.apiKey}>
            {profile.apiKey}
          </span>
        </td>
        <td>
          <span
            className={`pill ${profile.secret.state === 'set' ? 'pill-good' : 'pill-warning'}`}
            title={translateMessage(profile.secret.words)}
            data-secret-state={profile.secret.state}
          >
            {t(secretLabels[profile.secret.state])}
          </span>
        </td>
        <td className="verdict-cell">
          <VerdictBadge verdict={verdict} />
        </td>
        <td className="actions-col">
          <div className="row-actions">
            {props.active ? null : (
              <button
                type="button"
                className="button button-small"
                onClick={() => void activateProfile(profile.id)}
                aria-label={t('profiles.action.useLabel', { name: profile.name })}
              >
                {t('profiles.action.use')}
              </button>
            )}
            <button
              type="button"
              className="button button-small"
              onClick={() => void testConnection(profile.id)}
              aria-label={t('profiles.action.testLabel', { name: profile.name })}
            >
              {t('profiles.action.test')}
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={props.onEdit}
              aria-label={t('profiles.action.editLabel', { name: profile.name })}
            >
              {t('profiles.action.edit')}
            </button>
            <button
              type="button"
              className="button button-small button-quiet-danger"
              onClick={props.onDelete}
              disabled={profile.builtIn}
              title={profile.builtIn ? t('profiles.action.builtInDelete') : undefined}
              aria-label={t('profiles.action.deleteLabel', { name: profile.name })}
            >
              {t('profiles.action.delete')}
            </button>
          </div>
        </td>
      </tr>
      {explanation ? (
        <tr className={props.active ? 'note-row is-active-row' : 'note-row'} data-verdict-for={profile.name}>
          <td colSpan={7}>{explanation}</td>
        </tr>
      ) : null}
    </>
  );
}
