import { useState } from 'react';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { EnvironmentBadge } from '../shell/EnvironmentBadge';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Empty, Loading } from '../ui/states';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import { ProfileDialog } from './ProfileDialog';
import { activateProfile, loadProfiles, testConnection, useActiveProfileId, useProfiles, useVerdict } from './store';
import { VerdictBadge, verdictExplanation } from './Verdict';

type Editing = { mode: 'create' } | { mode: 'edit'; profile: ProfileView } | { mode: 'delete'; profile: ProfileView } | null;

const secretLabels: Record<ProfileView['secret']['state'], string> = {
  set: 'Secret stored',
  missing: 'No secret',
  'origin-changed': 'Re-enter secret',
  unavailable: 'No keychain',
};

/** Connection profiles: create, edit, delete, activate, test. */
export function ProfilesPanel(): React.JSX.Element {
  const profiles = useProfiles();
  const activeId = useActiveProfileId();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <section className="panel" aria-labelledby="profiles-title">
      <header className="panel-header">
        <h2 id="profiles-title">Connection profiles</h2>
        <button type="button" className="button button-primary" onClick={() => setEditing({ mode: 'create' })}>
          New profile
        </button>
      </header>
      {profiles.status === 'loading' ? (
        <Loading label="Loading profiles…" />
      ) : profiles.status === 'error' ? (
        <ErrorNotice error={profiles.error} title="The profiles could not be read" onRetry={() => void loadProfiles()} />
      ) : profiles.value.length === 0 ? (
        <Empty title="No connection profiles yet">
          <p>Create one with the service address and API key your operator gave you.</p>
        </Empty>
      ) : (
        <div className="table-scroll">
          <table className="data-table profiles-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Environment</th>
                <th scope="col">Service address</th>
                <th scope="col">API key</th>
                <th scope="col">Secret</th>
                <th scope="col">Connection</th>
                <th scope="col" className="actions-col">
                  <span className="visually-hidden">Actions</span>
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
      {editing?.mode === 'edit' ? <ProfileDialog profile={editing.profile} onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'delete' ? <DeleteProfileDialog profile={editing.profile} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function ProfileRow(props: { profile: ProfileView; active: boolean; onEdit: () => void; onDelete: () => void }): React.JSX.Element {
  const { profile } = props;
  const verdict = useVerdict(profile.id);
  const explanation = verdictExplanation(verdict);
  return (
    <>
    <tr className={[props.active ? 'is-active-row' : '', explanation ? 'has-note' : ''].join(' ')} data-profile-name={profile.name}>
      <td>
        <span className="profile-cell">
          {props.active ? <span className="active-marker" role="img" title="Active profile" aria-label="Active" /> : null}
          <strong>{profile.name}</strong>
          {profile.builtIn ? <span className="pill pill-muted">built in</span> : null}
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
        <span className={`pill ${profile.secret.state === 'set' ? 'pill-good' : 'pill-warning'}`} title={profile.secret.message} data-secret-state={profile.secret.state}>
          {secretLabels[profile.secret.state]}
        </span>
      </td>
      <td className="verdict-cell">
        <VerdictBadge verdict={verdict} />
      </td>
      <td className="actions-col">
        <div className="row-actions">
          {props.active ? null : (
            <button type="button" className="button button-small" onClick={() => void activateProfile(profile.id)} aria-label={`Use ${profile.name}`}>
              Use
            </button>
          )}
          <button
            type="button"
            className="button button-small"
            onClick={() => void testConnection(profile.id)}
            aria-label={`Test connection of ${profile.name}`}
          >
            Test
          </button>
          <button type="button" className="button button-small" onClick={props.onEdit} aria-label={`Edit ${profile.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="button button-small button-quiet-danger"
            onClick={props.onDelete}
            disabled={profile.builtIn}
            title={profile.builtIn ? 'The built-in simulator profile cannot be deleted.' : undefined}
            aria-label={`Delete ${profile.name}`}
          >
            Delete
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
