import type { CustomerNumber } from '../../../shared/api/schemas/customers';

/** Which customer of which profile a view shows: every customer-bound request and datum is tagged with it. */
export interface CustomerContext {
  readonly profileId: string;
  /** The profile's connection revision: an edited address, key, environment or secret makes a new context. */
  readonly revision: number;
  /** Opaque text exactly as the service listed it. */
  readonly customer: CustomerNumber;
}

/** A stable string for comparing contexts ("<profileId>@<revision>#<customer>"). */
export function contextKey(context: CustomerContext): string {
  return `${context.profileId}@${context.revision}#${context.customer}`;
}
