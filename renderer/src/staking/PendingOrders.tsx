import { useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { ORDER_TYPE_WORDS } from '../../../shared/staking/words';
import { useT } from '../i18n/store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useStakingPending } from './store';

/** Journaled orders whose outcome is not known: each can be sent again with its very same id and body. */
export function PendingOrders(props: { context: CustomerContext; onResolved: () => void }): React.JSX.Element | null {
  const pending = useStakingPending(props.context);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const t = useT();
  if (pending.status !== 'ready') return null;
  const mine = pending.value.filter((entry) => entry.customer === props.context.customer);
  if (mine.length === 0) return null;
  const retry = async (id: string): Promise<void> => {
    setBusy(id);
    const result = await settle(() => desktopApi().staking.retry({ profileId: props.context.profileId, id }));
    setBusy(null);
    setError(result.ok ? null : result.error);
    props.onResolved();
  };
  return (
    <section className="staking-pending" aria-label={t('staking.pending.label')}>
      <strong>{t('staking.pending.title', { count: mine.length })}</strong>
      <ul>
        {mine.map((entry) => (
          <li key={entry.id}>
            {t('staking.pending.entry', {
              type: t(ORDER_TYPE_WORDS[entry.type]),
              amount: entry.body.amount,
              account: entry.body.fromAccountNumber,
            })}{' '}
            · <span className="muted">{entry.message ?? t('staking.pending.notAnswered')}</span>{' '}
            <button
              type="button"
              className="button button-small"
              disabled={busy !== null}
              onClick={() => void retry(entry.id)}
            >
              {busy === entry.id ? t('staking.pending.sending') : t('staking.pending.retry')}
            </button>
          </li>
        ))}
      </ul>
      {error ? <ErrorNotice error={error} title={t('staking.pending.retryFailed')} /> : null}
    </section>
  );
}
