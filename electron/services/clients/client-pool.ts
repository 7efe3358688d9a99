import type { ClientOptions, ServiceClient } from '../../client/client';
import type { NetworkOptions } from '../../client/network';
import { AppError } from '../errors';
import type { ProfileSecrets } from '../profiles/profile-secrets';
import { originOf } from '../profiles/profile-record';
import type { ProfileRecord } from '../profiles/profile-record';
import type { ProfileService } from '../profiles/profile-service';
import type { RequestLog } from '../request-log/request-log';
import { message } from '../../../shared/i18n/message';
import { ENGLISH } from '../i18n/english';

/** Makes a service client (createServiceClient; a fake in some tests). */
export type ClientFactory = (options: ClientOptions) => ServiceClient;

/** Dependencies of the client pool. */
export interface ClientPoolDeps {
  profiles: ProfileService;
  secrets: ProfileSecrets;
  requestLog: RequestLog;
  createClient: ClientFactory;
  /**
   * Settles once the embedded simulator has started (or failed to): until
   * then the built-in profile's address is last run's, so its calls wait.
   */
  simulatorStarted?: Promise<unknown>;
  /** A profile's own network (its proxy, its CA file); absent or parts left out: the system's. */
  network?: (record: ProfileRecord) => Promise<NetworkOptions>;
}

/** Why a request naming a profile that is no longer active was refused. */
export const PROFILE_CHANGED = ENGLISH.t('errors.profile.changed');

/**
 * One service client per profile, made on first use and dropped when the
 * profile's address or key changes or it is deleted. Each client reads its
 * secret from the keychain per call, only for the origin it was made for,
 * acts for the profile's selected customer, and logs every exchange.
 */
export class ClientPool {
  private readonly clients = new Map<string, ServiceClient>();
  // Clients being made (their profile's network is read first), and how often each profile changed: one made for a
  // profile that changed meanwhile is made again.
  private readonly making = new Map<string, Promise<ServiceClient>>();
  private readonly changes = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: ClientPoolDeps) {
    this.unsubscribe = deps.profiles.onChange(({ profileId }) => this.drop(profileId));
  }

  /**
   * A client for connection details not saved yet (the profile dialog tests
   * before it saves). Its exchanges go to the request log under `label`;
   * the caller closes it.
   */
  draftClient(options: Omit<ClientOptions, 'onExchange'>, label: { id: string; name: string }): ServiceClient {
    return this.deps.createClient({
      ...options,
      onExchange: (exchange) => this.deps.requestLog.record(label, exchange),
    });
  }

  /** The profile's own network (proxy, CA file) for a client made outside the pool (a draft test); undefined: the system's. */
  async networkOf(profileId: string): Promise<NetworkOptions | undefined> {
    return this.deps.network?.(this.deps.profiles.get(profileId));
  }

  /** The client of a profile (for the built-in one, once the simulator is up). */
  async clientFor(profileId: string): Promise<ServiceClient> {
    if (this.deps.profiles.get(profileId).builtIn) await this.deps.simulatorStarted;
    const existing = this.clients.get(profileId);
    if (existing) return existing;
    let making = this.making.get(profileId);
    if (!making) {
      making = this.make(profileId);
      this.making.set(profileId, making);
      const done = (): void => void this.making.delete(profileId);
      making.then(done, done);
    }
    return making;
  }

  private async make(profileId: string): Promise<ServiceClient> {
    for (;;) {
      const generation = this.changes.get(profileId) ?? 0;
      const record = this.deps.profiles.get(profileId);
      const network = await this.deps.network?.(record);
      if ((this.changes.get(profileId) ?? 0) !== generation) continue;
      const client = this.deps.createClient({ ...this.optionsFor(record), ...(network ? { network } : {}) });
      this.clients.set(profileId, client);
      return client;
    }
  }

  /**
   * The active profile and its client; a not-found error when no profile is
   * active. On first start the built-in profile appears once the simulator is up.
   */
  async active(): Promise<{ profile: ProfileRecord; client: ServiceClient }> {
    const current = this.deps.profiles.active();
    if (current === null || current.builtIn) await this.deps.simulatorStarted;
    const profile = this.deps.profiles.requireActive();
    return { profile, client: await this.clientFor(profile.id) };
  }

  /**
   * Like active(), but refused with a 'conflict' (nothing is sent) unless
   * profileId is still the active profile: a request made for one profile
   * must never run with another's credentials.
   */
  async activeAs(profileId: string): Promise<{ profile: ProfileRecord; client: ServiceClient }> {
    const active = await this.active();
    if (active.profile.id !== profileId)
      throw new AppError('conflict', message('errors.profile.changed'), {
        profileId,
        activeProfileId: active.profile.id,
      });
    return active;
  }

  /** The profile's client if one was made (nothing is created or awaited): for reading its clock estimate. */
  peek(profileId: string): ServiceClient | undefined {
    return this.clients.get(profileId);
  }

  /** The computer woke (its clock may have jumped): every client measures the service's clock before its next signed request. */
  remeasureClocks(): void {
    for (const client of this.clients.values()) client.remeasureClock?.();
  }

  /** Closes every client's connections. */
  async close(): Promise<void> {
    this.unsubscribe();
    const clients = [...this.clients.values()];
    this.clients.clear();
    await Promise.allSettled(clients.map((client) => client.close()));
  }

  private optionsFor(record: ProfileRecord): ClientOptions {
    const { profiles, secrets, requestLog } = this.deps;
    const id = record.id;
    const origin = originOf(record.baseUrl);
    return {
      baseUrl: record.baseUrl,
      apiKey: record.apiKey,
      authScheme: record.authScheme,
      // The origin is fixed when the client is made: the secret is only released for that address.
      secret: () => secrets.read(id, origin),
      defaultCustomer: () => profiles.records().find((profile) => profile.id === id)?.selectedCustomer ?? undefined,
      onExchange: (exchange) => {
        const current = profiles.records().find((profile) => profile.id === id);
        requestLog.record({ id, name: current?.name ?? record.name }, exchange);
      },
    };
  }

  private drop(profileId: string): void {
    this.changes.set(profileId, (this.changes.get(profileId) ?? 0) + 1);
    const client = this.clients.get(profileId);
    if (!client) return;
    this.clients.delete(profileId);
    void client.close().catch(() => undefined);
  }
}

/** The port of a feature that acts for the active profile only (staking, reports): nothing else of the pool. */
export type ActiveClients = Pick<ClientPool, 'activeAs'>;

/** The port of a feature that reaches a profile whether or not it is active (the loan watchdog, connection tests). */
export type ProfileClients = Pick<ClientPool, 'clientFor'>;
