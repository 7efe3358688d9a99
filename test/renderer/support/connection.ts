import type { CustomerAccess } from '../../../shared/api/customer-access';
import type { ConnectionState } from '../../../shared/ipc/schemas/connection';
import type { ProfileView } from '../../../shared/ipc/schemas/profiles';
import { connectionChanged, currentConnection, resetConnectionStore } from '../../../renderer/src/connection/store';
import { activeProfileIs } from '../../../renderer/src/customers/store';
import { installFakeApi, ok, type FakeApi } from './fake-api';
import { CUSTOMERS } from './fixtures';

let sequence = 0;

/** Main's connection state as a push would carry it (a newer sequence every time). */
export function mainState(
  fields: Partial<Omit<ConnectionState, 'sequence'>> & { profileId: string | null },
): ConnectionState {
  sequence += 1;
  return {
    sequence,
    revision: 0,
    selectedCustomer: null,
    recentCustomers: [],
    access: null,
    clock: { offsetMs: null },
    link: { status: 'unknown', latencyMs: null, at: null },
    ...fields,
  };
}

/** Main pushes connectionChanged for profileId acting for customer; the customers store follows (loads the list). */
export async function connectAs(
  profileId: string,
  customer: string | null,
  options: { revision?: number; access?: CustomerAccess | null; offsetMs?: number | null } = {},
): Promise<void> {
  const revision = options.revision ?? 0;
  connectionChanged(
    mainState({
      profileId,
      revision,
      selectedCustomer: customer,
      access: options.access ?? null,
      clock: { offsetMs: options.offsetMs ?? null },
    }),
  );
  await activeProfileIs(profileId, revision);
}

/** A fake customers.select answer: main's state after the switch (same profile and revision, the new customer). */
export function selectAnswer(input: unknown): ConnectionState {
  const { profileId, customerNumber } = input as { profileId: string; customerNumber: string };
  const now = currentConnection();
  return mainState({
    profileId,
    revision: now.revision,
    selectedCustomer: customerNumber,
    access: null,
    clock: now.clock,
  });
}

/** Test seam: no connection state. */
export function resetConnection(): void {
  resetConnectionStore();
}

/** A connection test that reached the service, measuring no clock offset. */
export const REACHED = {
  verdict: 'reached',
  words: { key: 'profiles.verdictText.reached', values: { origin: 'https://sandbox.example.com', count: 3, ms: 5 } },
  customers: 3,
  clockOffsetSeconds: 0,
  latencyMs: 5,
};

/**
 * A fake API answering what the shell asks as it starts: one profile, active, reachable, acting for
 * customer 100101 of CUSTOMERS, with no notices, log entries or instruments. Tests chain their own answers.
 */
export function installShellApi(profile: ProfileView): FakeApi {
  return installFakeApi()
    .answerAlways('profiles.list', () => ok({ profiles: [profile], activeProfileId: profile.id }))
    .answerAlways('app.notices', () => ok([]))
    .answerAlways('requestLog.list', () => ok([]))
    .answerAlways('profiles.testConnection', () => ok(REACHED))
    .answerAlways('customers.reachable', () =>
      ok({ profileId: profile.id, customers: CUSTOMERS, selectedCustomer: '100101' }),
    )
    .answerAlways('trading.instruments', () => ok([]));
}
