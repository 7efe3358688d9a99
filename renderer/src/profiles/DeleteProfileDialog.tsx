import { useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { Dialog } from '../ui/Dialog';
import { ErrorNotice } from '../ui/ErrorNotice';
import { deleteProfile } from './store';
import { useT } from '../i18n/store';

/** Asks before deleting a profile (and its keychain secret). Cancel has the focus. */
export function DeleteProfileDialog(props: { profile: ProfileView; onClose: () => void }): React.JSX.Element {
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const result = await deleteProfile(props.profile.id);
    setBusy(false);
    if (result.ok) props.onClose();
    else setError(result.error);
  };
  return (
    <Dialog
      title={t('profiles.delete.title')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose} autoFocus>
            {t('profiles.cancel')}
          </button>
          <button type="button" className="button button-danger" onClick={() => void confirm()} disabled={busy}>
            {t('profiles.delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('profiles.delete.question', { name: props.profile.name, address: props.profile.baseUrl })}</p>
      {error ? <ErrorNotice error={error} title={t('profiles.delete.failed')} /> : null}
    </Dialog>
  );
}
