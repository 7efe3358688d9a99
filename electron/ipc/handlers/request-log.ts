import type { DomainHandlers } from './handler';

/** The in-memory request log. */
export const requestLogHandlers: DomainHandlers<'requestLog'> = {
  'requestLog.list': (input, { requestLog }) => requestLog.list(input ?? {}),
};
