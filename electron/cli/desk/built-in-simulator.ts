import { join } from 'node:path';
import { z } from 'zod';
import { acceptsConnections } from '../../platform/tcp-probe';
import { readStateFile } from '../../simulator/persistence';
import type { RunningSimulator } from '../../simulator/server/simulator';
import { DATA_FILES } from '../../services/app-options';
import type { AppServices } from '../../services/app-services';
import { ENGLISH } from '../../services/i18n/english';
import { AppError } from '../../services/errors';
import { startLocalSimulator, type StartSimulator } from '../../services/local-simulator/local-simulator';
import type { ProfileRecord } from '../../services/profiles/profile-record';

/** The built-in profile's name as the app creates it (a renamed one is still found by its built-in mark). */
export const BUILT_IN_PROFILE_NAME = 'Local simulator';

/** How long the desk waits for the app's simulator to accept a connection before starting its own. */
const PROBE_TIMEOUT_MS = 1500;

/** The app's simulator world keeps this install's generated credentials in its state file. */
const stateCredentials = z.object({
  credentials: z.array(z.object({ apiKey: z.string(), apiSecret: z.string() })).min(1),
});

/** What connecting the built-in profile needs. */
export interface BuiltInDeps {
  services: AppServices;
  dataDir: string;
  /** Starts the embedded simulator in this process (the app runs the same one in a worker). */
  start: StartSimulator;
}

/**
 * Connects the app's built-in "Local simulator" profile for this run, with
 * the credential the app's simulator generated (kept in its state file in the
 * data folder, never shown anywhere): while the app runs, its simulator
 * answers at the profile's saved address and is used as it is; otherwise the
 * desk starts the same embedded simulator (same seed, same state file) and
 * answers it, to be stopped (and its world saved) when the run ends.
 */
export async function connectBuiltIn(
  deps: BuiltInDeps,
  record: ProfileRecord | undefined,
): Promise<{ profile: ProfileRecord; started: RunningSimulator | null }> {
  const stateFile = join(deps.dataDir, DATA_FILES.simulatorState);
  const credential = record ? await savedCredential(stateFile) : null;
  if (
    record &&
    credential &&
    credential.apiKey === record.apiKey &&
    (await acceptsConnections(record.baseUrl, PROBE_TIMEOUT_MS))
  ) {
    // Held in memory for this run (deskSecretStore): the keychain entry is the app's and stays as it is.
    await deps.services.secrets.set(record.id, credential.apiSecret);
    return { profile: deps.services.profiles.get(record.id), started: null };
  }
  const started = await startLocalSimulator({
    start: deps.start,
    stateFile,
    profiles: deps.services.profiles,
    secrets: deps.services.secrets,
    notices: deps.services.notices,
  });
  if (!started) {
    // startLocalSimulator said why in a notice (a state file that cannot be used, a port, ...).
    const why = deps.services.notices.list(ENGLISH).at(-1)?.message ?? 'The local simulator could not start.';
    throw new AppError('service', why);
  }
  const profile = deps.services.profiles.records().find((candidate) => candidate.builtIn);
  if (!profile) {
    await started.stop();
    throw new AppError('internal', 'The local simulator started but its profile is missing.');
  }
  return { profile, started };
}

/** The first credential of the app's simulator world, or null when there is no usable state file yet. */
async function savedCredential(stateFile: string): Promise<{ apiKey: string; apiSecret: string } | null> {
  const state = await readStateFile(stateFile).catch(() => undefined);
  const parsed = stateCredentials.safeParse(state);
  return parsed.success ? (parsed.data.credentials[0] ?? null) : null;
}
