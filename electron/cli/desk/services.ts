import { environmentLanguages } from '../../services/preferences/language';
import { readFile } from 'node:fs/promises';
import { createServiceClient } from '../../client/client';
import {
  certificatesInPem,
  fixedProxy,
  proxyFromEnvironment,
  type NetworkOptions,
  type ProxyResolver,
} from '../../client/network';
import type { RunningSimulator } from '../../simulator/index';
import type { StartSimulator } from '../../services/local-simulator/local-simulator';
import { APP_ID } from '../../main/app-id';
import type { AppServices } from '../../services/app-services';
import { createAppServices } from '../../services/app-services';
import type { ProfileRecord } from '../../services/profiles/profile-record';
import { createKeytarSecretStore } from '../../services/secrets/keytar-store';
import type { SecretStore } from '../../services/secrets/secret-store';
import type { ClientFactory } from '../../services/clients/client-pool';
import { defaultLimits } from '../../../shared/trading/limits';
import {
  apiKey as apiKeySchema,
  apiSecret as apiSecretSchema,
  baseUrl as baseUrlSchema,
} from '../../../shared/ipc/schemas/common';
import { UsageError } from './command';
import { defaultDataDir } from './data-dir';
import { appFolders, thisMachine } from '../../services/storage/app-folders';
import type { GlobalOptions } from './options';
import { deskSecretStore } from './secrets';
import { appVersion } from './version';
import { BUILT_IN_PROFILE_NAME, connectBuiltIn } from './built-in-simulator';

/** The desk's request log, beside the window's (never interleaved into its file). */
export const DESK_REQUEST_LOG = 'desk-request-log.jsonl';

/** What the desk needs from outside (tests inject a keychain and a client factory). */
export interface DeskDeps {
  /** The OS keychain (for --profile); default keytar under the app's id (or SVC_DESK_KEYCHAIN_SERVICE). */
  keychain?: SecretStore;
  createClient?: ClientFactory;
  /** Starts the built-in simulator when the app is not running it (default: in this process, as the app's worker does). */
  startSimulator?: StartSimulator;
}

/** The app's services as the window builds them, and the profile this run acts through (active for this process only). */
export interface OpenedDesk {
  services: AppServices;
  profile: ProfileRecord;
  /** Shuts the services down, and the built-in simulator when this run started it (its world is saved). */
  close(): Promise<void>;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Builds the same main-process services the window uses over the data folder
 * (profiles read, never written; no embedded simulator; no loan watchdog),
 * then makes the chosen connection the active one for this process:
 * --profile NAME with its keychain secret, or SVC_API_KEY / SVC_API_SECRET
 * with --base-url (or SVC_BASE_URL) as an unsaved profile.
 */
export async function openDesk(global: GlobalOptions, env: Env, deps: DeskDeps = {}): Promise<OpenedDesk> {
  const credentials = global.profile === undefined ? environmentCredentials(global, env) : null;
  const keychain = credentials
    ? null
    : (deps.keychain ?? createKeytarSecretStore(env['SVC_DESK_KEYCHAIN_SERVICE'] || APP_ID));
  // Assigned below: the built-in profile's generated credential is held in memory, never written to the keychain.
  const built: { services?: AppServices } = {};
  const secretStore = deskSecretStore(
    keychain,
    (account) => built.services?.profiles.records().some((record) => record.id === account && record.builtIn) ?? false,
  );
  const dataDir = deskDataDir(global, env);
  const opened = await createAppServices({
    dataDir,
    // The window's logs folder and statement archive: the desk's logs sit beside the window's.
    folders: appFolders(dataDir, thisMachine(env)),
    secretStore,
    createClient: withNetwork(deps.createClient ?? createServiceClient, await deskNetwork(global, env)),
    startSimulator: null,
    appInfo: { name: 'SVC Desk (desk command)', version: appVersion(env), electron: null, platform: process.platform },
    openExternal: async () => undefined,
    profileStorage: 'memory',
    requestLogName: DESK_REQUEST_LOG,
    loans: { watch: false },
    // One command's run: no start-up check of the whole archive (a listing checks its entries itself).
    scanArchive: false,
    // One command's run: no link state to keep current.
    linkProbe: null,
    // An export's paper and CSV separator, when not chosen, follow the region of the run's locale (LC_ALL, LANG).
    locale: () => environmentLanguages(env)[0] as string,
    // A long command (loans watch) on a laptop that slept: its clock is measured again and the watchdog checks at once.
    clockJumps: true,
  });
  built.services = opened;
  let started: RunningSimulator | null = null;
  const close = async (): Promise<void> => {
    await opened.shutdown().catch(() => undefined);
    await started?.stop().catch(() => undefined);
  };
  try {
    let profile: ProfileRecord;
    if (credentials) profile = await environmentProfile(opened, secretStore, credentials, global);
    else {
      const saved = savedProfile(opened, global);
      if (saved === BUILT_IN) {
        const builtIn = opened.profiles.records().find((record) => record.builtIn);
        checkAddress(global, builtIn);
        ({ profile, started } = await connectBuiltIn(
          { services: opened, dataDir, start: deps.startSimulator ?? startInProcess },
          builtIn,
        ));
      } else profile = await withAuthScheme(opened, saved, global);
    }
    await opened.profiles.activate(profile.id);
    return { services: opened, profile: opened.profiles.get(profile.id), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The data folder of a run: --data-dir, else SVC_DESK_DATA_DIR, else the window's own. */
export function deskDataDir(global: Pick<GlobalOptions, 'dataDir'>, env: Env): string {
  return global.dataDir ?? (env['SVC_DESK_DATA_DIR'] || defaultDataDir(env));
}

interface Credentials {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
}

function environmentCredentials(global: GlobalOptions, env: Env): Credentials {
  const missing = [env['SVC_API_KEY'] ? null : 'SVC_API_KEY', env['SVC_API_SECRET'] ? null : 'SVC_API_SECRET'].filter(
    (name) => name !== null,
  );
  if (missing.length > 0) {
    throw new UsageError(
      `Set ${missing.join(' and ')} in the environment, or pass --profile NAME to use a saved profile (a secret is never taken from the command line).`,
    );
  }
  const address = global.baseUrl ?? env['SVC_BASE_URL'];
  if (!address) throw new UsageError('No service address: pass --base-url URL or set SVC_BASE_URL.');
  const baseUrl = baseUrlSchema.safeParse(address);
  if (!baseUrl.success)
    throw new UsageError(`The service address: ${baseUrl.error.issues[0]?.message ?? 'not valid'}.`);
  const apiKey = apiKeySchema.safeParse(env['SVC_API_KEY']);
  if (!apiKey.success) throw new UsageError(`SVC_API_KEY: ${apiKey.error.issues[0]?.message ?? 'not valid'}.`);
  const apiSecret = apiSecretSchema.safeParse(env['SVC_API_SECRET']);
  if (!apiSecret.success) throw new UsageError(`SVC_API_SECRET: ${apiSecret.error.issues[0]?.message ?? 'not valid'}.`);
  return { baseUrl: baseUrl.data, apiKey: apiKey.data, apiSecret: apiSecret.data };
}

async function environmentProfile(
  services: AppServices,
  store: ReturnType<typeof deskSecretStore>,
  credentials: Credentials,
  global: GlobalOptions,
): Promise<ProfileRecord> {
  const taken = new Set(services.profiles.records().map((record) => record.name.toLowerCase()));
  let name = 'Environment key';
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `Environment key ${n}`;
  const host = new URL(credentials.baseUrl).hostname;
  const local = host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  const view = await services.profiles.create({
    name,
    environment: local ? 'simulator' : 'production',
    baseUrl: credentials.baseUrl,
    apiKey: credentials.apiKey,
    ...(global.authScheme ? { authScheme: global.authScheme } : {}),
  });
  store.hold(view.id, credentials.apiSecret);
  // This run's own limits, never written: the address typed on the command line (not a label a page could change)
  // gives a local simulator the simulator's defaults.
  services.guards.limits.hold(view.id, defaultLimits(local ? 'built-in-simulator' : 'connection'));
  await services.secrets.set(view.id, credentials.apiSecret);
  return services.profiles.get(view.id);
}

/** The simulator in this process, loaded only for a run that needs it (most never do). */
const startInProcess: StartSimulator = async (options) =>
  // Its own log (failed saves, unexpected errors) goes where the desk's other reports go (console.error: the desk's error log).
  (await import('../../simulator/index')).startSimulator({ ...options, logError: (message) => console.error(message) });

/** What savedProfile answers for the app's built-in simulator profile (its address and credential are the running simulator's). */
const BUILT_IN = Symbol('built-in simulator');

/**
 * The saved profile --profile names, or BUILT_IN for the app's built-in
 * simulator profile (also by its name in a data folder where the app never ran).
 */
function savedProfile(services: AppServices, global: GlobalOptions): ProfileRecord | typeof BUILT_IN {
  const wanted = (global.profile ?? '').toLowerCase();
  const record = services.profiles.records().find((candidate) => candidate.name.toLowerCase() === wanted);
  if (record?.builtIn || (!record && wanted === BUILT_IN_PROFILE_NAME.toLowerCase())) return BUILT_IN;
  if (!record) {
    const names = services.profiles.records().map((candidate) => `"${candidate.name}"`);
    throw new UsageError(
      `No profile named "${global.profile ?? ''}"${names.length > 0 ? `; saved profiles: ${names.join(', ')}` : ' (no profile is saved in this data folder)'}.`,
    );
  }
  checkAddress(global, record);
  return record;
}

/** A profile's secret is only ever sent to the address it was saved for; the built-in simulator's address is chosen at its start. */
function checkAddress(global: GlobalOptions, record: ProfileRecord | undefined): void {
  if (global.baseUrl === undefined) return;
  if (!record || record.builtIn)
    throw new UsageError(
      `--base-url does not go with "${global.profile ?? ''}": the built-in simulator's address is chosen when it starts.`,
    );
  if (new URL(global.baseUrl).origin !== new URL(record.baseUrl).origin) {
    throw new UsageError(
      `--base-url ${global.baseUrl} is not the address of "${record.name}" (${record.baseUrl}); its secret is never sent elsewhere.`,
    );
  }
}

async function withAuthScheme(
  services: AppServices,
  record: ProfileRecord,
  global: GlobalOptions,
): Promise<ProfileRecord> {
  if (global.authScheme !== undefined && global.authScheme !== record.authScheme) {
    await services.profiles.update({ id: record.id, authScheme: global.authScheme });
  }
  return services.profiles.get(record.id);
}

/**
 * Every client of this run goes out through the run's network settings: --proxy when given, else the profile's own
 * proxy (or none), else the environment's variables; the CAs of the profile's file and of --ca-file are both trusted.
 */
function withNetwork(createClient: ClientFactory, run: DeskNetwork): ClientFactory {
  return (options) => {
    const extraCa = [...(options.network?.extraCa ?? []), ...(run.extraCa ?? [])];
    return createClient({
      ...options,
      network: {
        proxy: run.proxy ?? options.network?.proxy ?? run.fallback,
        ...(extraCa.length > 0 ? { extraCa } : {}),
      },
    });
  };
}

/** This run's own network: --proxy (absent: the profile's decides), the environment's proxy variables, --ca-file's certificates. */
interface DeskNetwork extends NetworkOptions {
  fallback: ProxyResolver;
}

/** --proxy, the environment's proxy variables and the certificates of --ca-file, read before anything is sent. */
async function deskNetwork(global: GlobalOptions, env: Env): Promise<DeskNetwork> {
  const fallback = proxyFromEnvironment(env);
  const proxy = global.proxy === undefined ? {} : { proxy: fixedProxy(global.proxy) };
  if (global.caFile === undefined) return { ...proxy, fallback };
  let text: string;
  try {
    text = await readFile(global.caFile, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--ca-file: ${global.caFile} could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    );
  }
  const extraCa = certificatesInPem(text);
  if (extraCa.length === 0)
    throw new UsageError(`--ca-file: ${global.caFile} holds no certificate (PEM, "-----BEGIN CERTIFICATE-----").`);
  return { ...proxy, fallback, extraCa };
}
