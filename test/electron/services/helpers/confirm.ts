import type { ConfirmPort, ConfirmRequest } from '../../../../electron/services/confirm/confirm-port';

/**
 * The user of a desktop app who confirms new service addresses in main's
 * dialog (tests add profiles for their own local servers) and declines
 * everything else: raising limits, large orders, unknown links.
 */
export function approvingNewOrigins(): ConfirmPort & { asked: ConfirmRequest[] } {
  const asked: ConfirmRequest[] = [];
  return {
    available: true,
    asked,
    ask: async (request) => {
      asked.push(request);
      return request.title === 'New service address';
    },
  };
}
