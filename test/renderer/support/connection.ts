import type { CustomerAccess } from '../../../shared/api/customer-access';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import { connectionChanged, currentConnection, resetConnectionStore } from '../../../renderer/src/connection/store';
import { activeProfileIs } from '../../../renderer/src/customers/store';

let sequence = 0;

/** Main's connection state as a push would carry it (a newer sequence every time). */
export function mainState(fields: Partial<Omit<ConnectionState, 'sequence'>> & { profileId: string | null }): ConnectionState {
  sequence += 1;
  return { sequence, revision: 0, selectedCustomer: null, access: null, clock: { offsetMs: null }, link: { status: 'unknown', latencyMs: null, at: null }, ...fields };
}

/** Main pushes connectionChanged for profileId acting for customer; the customers store follows (loads the list). */
export async function connectAs(
  profileId: string,
  customer: string | null,
  options: { revision?: number; access?: CustomerAccess | null; offsetMs?: number | null } = {},
): Promise<void> {
  const revision = options.revision ?? 0;
  connectionChanged(mainState({ profileId, revision, selectedCustomer: customer, access: options.access ?? null, clock: { offsetMs: options.offsetMs ?? null } }));
  await activeProfileIs(profileId, revision);
}

/** A fake customers.select answer: main's state after the switch (same profile and revision, the new customer). */
export function selectAnswer(input: unknown): ConnectionState {
  const { profileId, customerNumber } = input as { profileId: string; customerNumber: string };
  const now = currentConnection();
  return mainState({ profileId, revision: now.revision, selectedCustomer: customerNumber, access: null, clock: now.clock });
}

/** Test seam: no connection state. */
export function resetConnection(): void {
  resetConnectionStore();
}
