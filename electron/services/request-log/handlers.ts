import type { FeatureHandlers } from '../feature';
import type { RequestLog } from './request-log';

/** The in-memory request log. */
export function requestLogHandlers(requestLog: Pick<RequestLog, 'list'>): FeatureHandlers<'requestLog'> {
  return {
    'requestLog.list': (input) => requestLog.list(input ?? {}),
  };
}
