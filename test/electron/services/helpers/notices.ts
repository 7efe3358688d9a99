import type { AppServices } from '../../../../electron/services/app-services';
import type { Notice } from '../../../../shared/ipc/schemas/app';

/** How long a notice may take before it counts as never given (a bound on the wait, not a sleep: it ends at the notice). */
const NOTICE_WITHIN_MS = 10_000;

/**
 * The first notice that matches: one already given, or the next ones as they
 * come (the notice event), since some files are read in the background after
 * start. Null when none came within the bound.
 */
export function noticeWhere(
  services: Pick<AppServices, 'notices' | 'events'>,
  matches: (notice: Notice) => boolean,
): Promise<Notice | null> {
  const given = services.notices.list().find(matches);
  if (given) return Promise.resolve(given);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), NOTICE_WITHIN_MS);
    const unsubscribe = services.events.subscribe('notice', (notice) => {
      if (matches(notice)) done(notice);
    });
    function done(notice: Notice | null) {
      clearTimeout(timer);
      unsubscribe();
      resolve(notice);
    }
  });
}
