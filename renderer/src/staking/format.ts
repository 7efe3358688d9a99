import { formatCount } from '../../../shared/format/count';
import { formatPercent } from '../../../shared/format/percent';
import { formatDateMinute, formatDateTime } from '../format/datetime';
import { translate } from '../i18n/store';

/** A period in hours as a trader reads it: "3 d", "36 h", "—" when absent (in the page's language, when shown). */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours > 0 && hours % 24 === 0) return translate('staking.period.days', { days: formatCount(hours / 24) });
  return translate('staking.period.hours', { hours: formatCount(hours) });
}

/** A percentage from decimal text in the desk's one format ("15" -> "15.00 %"), "—" when absent. */
export function percentOrDash(text: string | null | undefined): string {
  return text === null || text === undefined ? '—' : formatPercent(text);
}

/** A date-time or "—". */
export function formatWhen(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}

/** A date-time without seconds for dense tables ("25.11.2026, 06:57" in de-CH), or "—". */
export function formatWhenShort(iso: string | null | undefined): string {
  return iso ? formatDateMinute(iso) : '—';
}

/** Pill class of an order state. */
export function stateClass(state: string): string {
  switch (state) {
    case 'Completed':
      return 'pill pill-good';
    case 'Processing':
      return 'pill pill-warning';
    case 'Cancelled':
      return 'pill pill-bad';
    default:
      return 'pill pill-muted';
  }
}
