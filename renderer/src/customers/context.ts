/** Which customer of which profile a view shows: every customer-bound request and datum is tagged with it. */
export interface CustomerContext {
  readonly profileId: string;
  /** The profile's connection revision: an edited address, key, environment or secret makes a new context. */
  readonly revision: number;
  readonly customer: number;
}

/** A stable string for comparing contexts ("<profileId>@<revision>#<customer>"). */
export function contextKey(context: CustomerContext): string {
  return `${context.profileId}@${context.revision}#${context.customer}`;
}
