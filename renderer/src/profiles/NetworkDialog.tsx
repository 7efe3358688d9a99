import { useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import type { ProfileNetworkView, ProfileView, SetProfileNetworkInput } from '../../../shared/ipc/schemas/profiles';
import { MAX_CA_FILE_BYTES } from '../../../shared/ipc/schemas/profiles';
import { inBrowserMode } from '../api/mode';
import { useT } from '../i18n/store';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { PROXY_MODES } from './network-words';
import { chooseCaFile, setProfileNetwork } from './store';

type ProxyMode = ProfileNetworkView['proxy'];

/** What happens to the CA file on saving: kept as it is, removed, or replaced by an uploaded file's text. */
type CaChange = { kind: 'keep' } | { kind: 'none' } | { kind: 'pem'; text: string; fileName: string };

type Problems = Partial<Record<'proxyUrl' | 'caFile' | 'form', string>>;

/**
 * A profile's network: its proxy (the system's, none, or its own address with a user name and a password that goes
 * to the keychain and never comes back) and an extra certificate authority. In the desktop window main's own file
 * dialog picks the CA file; in browser mode the page uploads its text. main checks everything before it changes.
 */
export function NetworkDialog(props: {
  profile: ProfileView;
  onClose: () => void;
  /** The page uploads the CA file itself (browser mode) instead of asking main's file dialog. */
  upload?: boolean;
}): React.JSX.Element {
  const t = useT();
  const upload = props.upload ?? inBrowserMode();
  const [network, setNetwork] = useState(props.profile.network);
  const [mode, setMode] = useState<ProxyMode>(network.proxy);
  const [url, setUrl] = useState(network.proxyUrl ?? '');
  const [username, setUsername] = useState(network.proxyUsername ?? '');
  const [password, setPassword] = useState('');
  const [forgetPassword, setForgetPassword] = useState(false);
  const [ca, setCa] = useState<CaChange>({ kind: 'keep' });
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);

  const proxyInput = (): SetProfileNetworkInput['proxy'] => {
    if (mode !== 'url') return { mode };
    return {
      mode,
      url: url.trim(),
      ...(username.trim() !== '' ? { username: username.trim() } : {}),
      // Forgetting wins over a password typed before the box was ticked (the field is disabled then).
      ...(forgetPassword ? { forgetPassword } : password !== '' ? { password } : {}),
    };
  };

  const save = async (event: React.FormEvent): Promise<void> => {
    event.preventDefault();
    setSaving(true);
    setProblems({});
    try {
      const caInput = ca.kind === 'pem' ? { kind: 'pem' as const, text: ca.text } : ca;
      const result = await setProfileNetwork({ id: props.profile.id, proxy: proxyInput(), ca: caInput });
      if (result.ok) props.onClose();
      else setProblems(problemsOf(result.error));
    } finally {
      setSaving(false);
    }
  };

  const choose = async (): Promise<void> => {
    setProblems({});
    const result = await chooseCaFile(props.profile.id);
    if (!result.ok) setProblems(problemsOf(result.error));
    else if (result.value !== null) {
      setNetwork(result.value.network);
      setCa({ kind: 'keep' });
    }
  };

  const read = async (event: React.ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_CA_FILE_BYTES) {
      setProblems({ caFile: t('network.ca.fileTooLarge', { name: file.name }) });
      return;
    }
    setProblems({});
    setCa({ kind: 'pem', text: await file.text(), fileName: file.name });
  };

  const passwordHint = network.proxyPasswordSaved ? t('network.proxy.passwordSaved') : t('network.proxy.passwordWhere');
  return (
    <Dialog
      title={t('network.dialog.title', { name: props.profile.name })}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('network.cancel')}
          </button>
          <button type="submit" form="network-form" className="button button-primary" disabled={saving}>
            {saving ? t('network.saving') : t('network.save')}
          </button>
        </>
      }
    >
      <form id="network-form" className="form" onSubmit={(event) => void save(event)} noValidate>
        {problems.form ? (
          <p className="form-error" role="alert">
            {problems.form}
          </p>
        ) : null}
        <fieldset className="field-group">
          <legend>{t('network.proxy.legend')}</legend>
          {(Object.keys(PROXY_MODES) as ProxyMode[]).map((choice) => (
            <label key={choice} className="radio">
              <input
                type="radio"
                name="proxy-mode"
                value={choice}
                checked={mode === choice}
                onChange={() => setMode(choice)}
              />{' '}
              {t(PROXY_MODES[choice])}
            </label>
          ))}
          {mode === 'url' ? (
            <>
              <Field label={t('network.proxy.address')} error={problems.proxyUrl} hint={t('network.proxy.addressHint')}>
                {(control) => (
                  <input
                    {...control}
                    className="input mono"
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    spellCheck={false}
                    inputMode="url"
                  />
                )}
              </Field>
              <Field label={t('network.proxy.username')}>
                {(control) => (
                  <input
                    {...control}
                    className="input mono"
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                    spellCheck={false}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Field label={t('network.proxy.password')} hint={passwordHint}>
                {(control) => (
                  <input
                    {...control}
                    className="input mono"
                    type="password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    autoComplete="new-password"
                    disabled={forgetPassword}
                  />
                )}
              </Field>
              {network.proxyPasswordSaved ? (
                <label className="checkbox-field">
                  <input
                    type="checkbox"
                    checked={forgetPassword}
                    onChange={(event) => setForgetPassword(event.target.checked)}
                  />
                  <span>{t('network.proxy.forgetPassword')}</span>
                </label>
              ) : null}
            </>
          ) : null}
        </fieldset>
        <fieldset className="field-group">
          <legend>{t('network.ca.legend')}</legend>
          <p className="muted">{t('network.ca.hint')}</p>
          <p data-ca-file="">{caDescription(t, network, ca)}</p>
          {problems.caFile ? (
            <p className="field-error" role="alert">
              {problems.caFile}
            </p>
          ) : null}
          <div className="row-actions">
            {upload ? (
              <label className="button button-small">
                {t('network.ca.upload')}
                <input
                  type="file"
                  className="visually-hidden"
                  accept=".pem,.crt,.cer,application/x-pem-file"
                  onChange={(event) => void read(event)}
                />
              </label>
            ) : (
              <button type="button" className="button button-small" onClick={() => void choose()}>
                {t('network.ca.choose')}
              </button>
            )}
            {(network.caFile !== null && ca.kind !== 'none') || ca.kind === 'pem' ? (
              <button type="button" className="button button-small" onClick={() => setCa({ kind: 'none' })}>
                {t('network.ca.remove')}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}

/** What the CA part says: the file in use or about to be, or none. */
function caDescription(t: ReturnType<typeof useT>, network: ProfileNetworkView, ca: CaChange): string {
  if (ca.kind === 'pem') return t('network.ca.pending', { name: ca.fileName });
  if (ca.kind === 'none' || network.caFile === null) return t('network.ca.none');
  const names = network.caFile.names.join(', ');
  return network.caFile.path === null
    ? t('network.ca.uploaded', { names })
    : t('network.ca.file', { path: network.caFile.path, names });
}

/** main's refusal under the part it is about: the proxy address, the CA file, or the whole form. */
function problemsOf(error: IpcError): Problems {
  const issues = (error.details as { issues?: { path: string }[] } | undefined)?.issues ?? [];
  const path = error.kind === 'validation' ? issues[0]?.path : undefined;
  if (path === 'proxyUrl' || path === 'caFile') return { [path]: error.message };
  return { form: error.message };
}
