import { useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { deleteProfile } from './store';

/** Asks before deleting a profile (and its keychain secret). Cancel has the focus. */
export function DeleteProfileDialog(props: { profile: ProfileView; onClose: () => void }): React.JSX.Element {
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const result = await deleteProfile(props.profile.id);
    setBusy(false);
    if (result.ok) props.onClose();
    else setError(result.error);
  };
  return (
    <Dialog
      title="Delete profile?"
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose} autoFocus>
            Cancel
          </button>
          <button type="button" className="button button-danger" onClick={() => void confirm()} disabled={busy}>
            Delete profile
          </button>
        </>
      }
    >
      <p>
        Delete <strong>{props.profile.name}</strong> ({props.profile.baseUrl})? Its API secret is removed from the system keychain.
        This cannot be undone.
      </p>
      {error ? <ErrorNotice error={error} title="The profile was not deleted" /> : null}
    </Dialog>
  );
}
