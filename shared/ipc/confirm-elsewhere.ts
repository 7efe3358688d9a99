/**
 * The details of a refusal because a confirmation must be given outside the
 * page and nothing there can ask (browser mode): the page shows the message
 * once, as what to do instead, never as a failed connection test.
 */
export interface ConfirmElsewhere {
  readonly confirmElsewhere: 'new-service-address';
}

/** The details main sends with such a refusal. */
export const NEW_ADDRESS_ELSEWHERE: ConfirmElsewhere = { confirmElsewhere: 'new-service-address' };

/** True when an error's details say the step needs the desktop window's confirmation. */
export function needsConfirmElsewhere(error: { readonly details?: unknown }): boolean {
  const details = error.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as Partial<ConfirmElsewhere>).confirmElsewhere === 'new-service-address'
  );
}
