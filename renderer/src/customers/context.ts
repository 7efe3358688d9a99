/** Which customer of which profile a view shows: every customer-bound request and datum is tagged with it. */
export interface CustomerContext {
  readonly profileId: string;
  readonly customer: number;
}

/** A stable string for comparing contexts ("<profileId>#<customer>"). */
export function contextKey(context: CustomerContext): string {
  return `${context.profileId}#${context.customer}`;
}
