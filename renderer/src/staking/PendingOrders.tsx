import { useState } from 'react';
import type { IpcError } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import { settle } from '../api/loadable';
import type { CustomerContext } from '../customers/context';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useStakingPending } from './store';

/** Journaled orders whose outcome is not known: each can be sent again with its very same id and body. */
export function PendingOrders(props: { context: CustomerContext; onResolved: () => void }): React.JSX.Element | null {
  const pending = useStakingPending(props.context);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
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
    <section className="staking-pending" aria-label="Staking orders with unknown outcome">
      <strong>{mine.length === 1 ? 'One staking order has' : `${mine.length} staking orders have`} no confirmed outcome.</strong>
      <ul>
        {mine.map((entry) => (
          <li key={entry.id}>
            {entry.type} of <span className="num">{entry.body.amount}</span> from <span className="num">{entry.body.fromAccountNumber}</span> ·{' '}
            <span className="muted">{entry.message ?? 'not answered yet'}</span>{' '}
            <button type="button" className="button button-small" disabled={busy !== null} onClick={() => void retry(entry.id)}>
              {busy === entry.id ? 'Sending…' : 'Retry same order'}
            </button>
          </li>
        ))}
      </ul>
      {error ? <ErrorNotice error={error} title="The retry did not go through" /> : null}
    </section>
  );
}
