import { join } from 'node:path';
import type { IpcEventPayloads } from '../../../../shared/ipc/contract';
import type { IpcEventName } from '../../../../shared/ipc/names';
import { createEventBus } from '../../../../electron/services/events';
import { createNoticeService } from '../../../../electron/services/notices/notice-service';
import { PROFILES_FILE_VERSION, profilesFile } from '../../../../electron/services/profiles/profile-record';
import { ProfileSecrets } from '../../../../electron/services/profiles/profile-secrets';
import { ProfileService } from '../../../../electron/services/profiles/profile-service';
import type { AtomicFs } from '../../../../electron/services/storage/atomic-file';
import { versionedJsonFile } from '../../../../electron/services/storage/versioned-json-file';
import { MemorySecretStore } from './memory-secret-store';

/** Every push event emitted, in order. */
export type Recorded = { [E in IpcEventName]: { event: E; payload: IpcEventPayloads[E] } }[IpcEventName];

/** A loaded ProfileService over a profiles.json in dir, with an in-memory keychain and recorded events. */
export async function makeProfiles(dir: string, options: { fs?: AtomicFs; store?: MemorySecretStore } = {}) {
  const events = createEventBus();
  const recorded: Recorded[] = [];
  for (const event of [
    'profilesChanged',
    'activeProfileChanged',
    'customerChanged',
    'requestLogged',
    'notice',
  ] as const) {
    events.subscribe(event, (payload) => recorded.push({ event, payload } as Recorded));
  }
  const notices = createNoticeService(events);
  const store = options.store ?? new MemorySecretStore();
  const path = join(dir, 'profiles.json');
  const file = versionedJsonFile(path, profilesFile, {
    version: PROFILES_FILE_VERSION,
    ...(options.fs ? { fs: options.fs } : {}),
  });
  const profiles = new ProfileService({ file, secrets: store, events, notices });
  await profiles.init();
  const secrets = new ProfileSecrets(profiles, store);
  return { profiles, secrets, store, events, notices, recorded, path };
}

/** A valid new-profile input. */
export function sandboxInput(name = 'Sandbox') {
  return { name, environment: 'sandbox' as const, baseUrl: 'https://sandbox.example.com', apiKey: 'key-123' };
}
