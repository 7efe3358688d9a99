import { useEffect, useState } from 'react';
import type { Stale } from '../api/stale';
import { ageText, isStale } from '../api/stale';
import { formatTime } from '../format/datetime';
import { useT } from '../i18n/store';
import { useRichT } from '../i18n/rich';
import { ErrorNotice } from '../ui/ErrorNotice';

/**
 * What a freshness line or refresh error is about: each sentence names its
 * subject whole in every language (a select in one message, never a noun
 * glued into a sentence). `basis` is the price basis shown with the prices.
 */
export type FreshSubject =
  { readonly subject: 'balances' | 'history' } | { readonly subject: 'prices'; readonly basis: string };

const numeric = (chunks: React.ReactNode[]): React.JSX.Element => <span className="num">{chunks}</span>;
const badge = (chunks: React.ReactNode[]): React.JSX.Element => <span className="stale-badge">{chunks}</span>;

function subjectValues(what: FreshSubject): { subject: string; basis: string } {
  return { subject: what.subject, basis: what.subject === 'prices' ? what.basis : '' };
}

/** The wall clock, re-read every `intervalMs` (ages on screen keep counting). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** "<what> as of 14:03:07", or, when the latest refresh failed, "Stale: <what> as of 14:03:07, 2 min old". */
export function Freshness(props: { what: FreshSubject; state: Stale<unknown> }): React.JSX.Element | null {
  const now = useNow();
  const rich = useRichT();
  const { asOf } = props.state;
  if (asOf === null) return null;
  const time = formatTime(new Date(asOf).toISOString());
  if (isStale(props.state)) {
    return (
      <span className="freshness is-stale" data-testid="stale-marker">
        {rich('custody.fresh.stale', {
          ...subjectValues(props.what),
          time,
          age: ageText(now - asOf),
          n: numeric,
          badge,
        })}
      </span>
    );
  }
  return (
    <span className={props.state.pending ? 'freshness is-pending' : 'freshness'}>
      {rich('custody.fresh.asOf', { ...subjectValues(props.what), time, n: numeric })}
    </span>
  );
}

/**
 * The failure of the latest refresh, above the data it could not replace.
 * Without data yet there is nothing to keep: the caller shows the error alone.
 * Compact (small panels): the title and what to do, the rest under Details.
 */
export function RefreshError(props: {
  state: Stale<unknown>;
  what: FreshSubject;
  onRetry: () => void;
  compact?: boolean;
}): React.JSX.Element | null {
  const t = useT();
  const { error, value, asOf } = props.state;
  if (error === null) return null;
  const title =
    value !== null && asOf !== null
      ? t('custody.fresh.notRefreshed', {
          ...subjectValues(props.what),
          time: formatTime(new Date(asOf).toISOString()),
        })
      : t('custody.fresh.notLoaded', subjectValues(props.what));
  return (
    <div className={props.compact ? 'refresh-error is-compact' : 'refresh-error'}>
      <ErrorNotice error={error} title={title} onRetry={props.onRetry} />
    </div>
  );
}
