import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { CustomerNumber } from '../../../shared/api/schemas/customers';
import { DEFAULT_AUTH_SCHEME, DEFAULT_OPERATING_UNIT } from '../../../shared/ipc/schemas/common';
import type {
  CreateProfileInput,
  ProfileList,
  ProfileView,
  UpdateProfileInput,
} from '../../../shared/ipc/schemas/profiles';
import { AppError } from '../errors';
import type { EventBus } from '../events';
import type { NoticeService } from '../notices/notice-service';
import type { SecretStore } from '../secrets/secret-store';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { profilesFileNotice } from './profiles-file-notice';
import { originOf, PROFILES_FILE_VERSION, RECENT_CUSTOMERS } from './profile-record';
import type { ProfileRecord, ProfilesFile } from './profile-record';
import { describeSecret, forgetSecret } from './profile-secrets';
import { DEFAULT_NETWORK, networkView, proxyPasswordAccount, type ProfileNetwork } from './profile-network';
import { createWriteQueue } from '../storage/atomic-file';
import { message } from '../../../shared/i18n/message';

/** Why a profile changed, for whoever caches per-profile state (clients, customer lists). */
export type ProfileChange = { profileId: string; kind: 'connection' | 'deleted' };

/** What a parsed create/update carries (after zod in the dispatcher). */
type CreateFields = Required<Omit<CreateProfileInput, 'authScheme' | 'operatingUnit' | 'limits'>> &
  Pick<CreateProfileInput, 'authScheme' | 'operatingUnit'>;
type UpdateFields = UpdateProfileInput;

/** Dependencies of the profile service. */
export interface ProfileServiceDeps {
  file: VersionedJsonFile<ProfilesFile>;
  secrets: SecretStore;
  events: EventBus;
  notices: NoticeService;
  now?: () => Date;
}

const EMPTY: ProfilesFile = { version: PROFILES_FILE_VERSION, profiles: [], activeProfileId: null };

/**
 * Connection profiles, persisted in profiles.json. Every change is computed
 * on a copy and only takes effect once the file is written, so a failed write
 * or a rejected input changes nothing.
 */
export class ProfileService {
  private state: ProfilesFile = EMPTY;
  private readonly changeListeners = new Set<(change: ProfileChange) => void>();
  private readonly now: () => Date;
  // Changes run one at a time: each computes its next state from the one the previous change left.
  private readonly exclusive = createWriteQueue();

  constructor(private readonly deps: ProfileServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Loads profiles.json; a corrupt file is kept aside and reported, and the app starts without it. */
  async init(): Promise<void> {
    const outcome = await this.deps.file.load();
    if (outcome.status === 'loaded') this.state = outcome.data;
    if (outcome.status === 'newer' && outcome.data) this.state = outcome.data;
    // A newer SVC Desk wrote the file: it stays untouched (the file refuses saves); what this version can read is shown.
    const notice = profilesFileNotice(outcome);
    if (notice) this.deps.notices.add({ level: 'warning', ...notice });
  }

  /** Every stored profile (main only: records carry no secret but are not views). */
  records(): readonly ProfileRecord[] {
    return this.state.profiles;
  }

  /** The profile, or a not-found error. */
  get(id: string): ProfileRecord {
    const record = this.state.profiles.find((profile) => profile.id === id);
    if (!record) throw new AppError('not-found', message('errors.profile.gone'), { profileId: id });
    return record;
  }

  /** The profile every call goes through, or null when there is none. */
  active(): ProfileRecord | null {
    const id = this.state.activeProfileId;
    return id === null ? null : (this.state.profiles.find((profile) => profile.id === id) ?? null);
  }

  /** The active profile, or a not-found error that tells the user what to do. */
  requireActive(): ProfileRecord {
    const active = this.active();
    if (!active) throw new AppError('not-found', message('errors.profile.noneActive'));
    return active;
  }

  /** Listens to connection changes and deletions; returns the unsubscribe. */
  onChange(listener: (change: ProfileChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Every profile as the renderer sees it. */
  async list(): Promise<ProfileList> {
    return {
      profiles: await Promise.all(this.state.profiles.map((record) => this.view(record))),
      activeProfileId: this.state.activeProfileId,
    };
  }

  /** One profile as the renderer sees it (secret status, never the secret). */
  async view(record: ProfileRecord): Promise<ProfileView> {
    // The recent customers reach the renderer once, in the connection state (connection-tracker.ts).
    const {
      secretOrigin: _origin,
      createdAt: _created,
      updatedAt: _updated,
      recentCustomers: _recent,
      network,
      ...visible
    } = record;
    return { ...visible, secret: await describeSecret(this.deps.secrets, record), network: networkView(network) };
  }

  /** Adds a profile; the first profile becomes the active one. */
  create(fields: CreateFields): Promise<ProfileView> {
    return this.exclusive(async () => {
      this.checkNameFree(fields.name);
      const time = this.now().toISOString();
      const record: ProfileRecord = {
        id: randomUUID(),
        name: fields.name,
        environment: fields.environment,
        baseUrl: originOf(fields.baseUrl),
        apiKey: fields.apiKey,
        authScheme: fields.authScheme ?? DEFAULT_AUTH_SCHEME,
        operatingUnit: fields.operatingUnit ?? DEFAULT_OPERATING_UNIT,
        selectedCustomer: null,
        builtIn: false,
        secretOrigin: null,
        network: DEFAULT_NETWORK,
        createdAt: time,
        updatedAt: time,
      };
      await this.commit({
        ...this.state,
        profiles: [...this.state.profiles, record],
        activeProfileId: this.state.activeProfileId ?? record.id,
      });
      return this.view(record);
    });
  }

  /**
   * Edits the given fields. A new base URL origin or API key resets the
   * selected customer (another service or key reaches other customers), and a
   * new origin retires the saved secret: it is never sent to another address.
   */
  update(fields: UpdateFields): Promise<ProfileView> {
    return this.exclusive(async () => {
      const current = this.get(fields.id);
      const baseUrl = fields.baseUrl === undefined ? current.baseUrl : originOf(fields.baseUrl);
      const apiKey = fields.apiKey ?? current.apiKey;
      const authScheme = fields.authScheme ?? current.authScheme;
      if (
        current.builtIn &&
        (baseUrl !== current.baseUrl ||
          apiKey !== current.apiKey ||
          authScheme !== current.authScheme ||
          (fields.environment ?? 'simulator') !== 'simulator')
      ) {
        throw new AppError('conflict', message('errors.profile.builtInManaged'));
      }
      if (fields.name !== undefined && fields.name.toLowerCase() !== current.name.toLowerCase())
        this.checkNameFree(fields.name);
      const originChanged = baseUrl !== current.baseUrl;
      const connectionChanged = originChanged || apiKey !== current.apiKey;
      // Another scheme word needs a new client, but the same key still reaches the same customers.
      const clientChanged = connectionChanged || authScheme !== current.authScheme;
      const next: ProfileRecord = {
        ...current,
        name: fields.name ?? current.name,
        environment: fields.environment ?? current.environment,
        baseUrl,
        apiKey,
        authScheme,
        // Not part of the connection: the public performance figures are read unsigned; the built-in profile may change it too.
        operatingUnit: fields.operatingUnit ?? current.operatingUnit,
        selectedCustomer: connectionChanged ? null : current.selectedCustomer,
        // Another service or key reaches other customers: the recent ones were this connection's.
        recentCustomers: connectionChanged ? [] : (current.recentCustomers ?? []),
        secretOrigin: originChanged ? null : current.secretOrigin,
        updatedAt: this.now().toISOString(),
      };
      // Caches of the old connection go before the renderer hears of the change, so its reload cannot get old data.
      await this.commit(
        this.replace(next),
        clientChanged ? { changed: { profileId: next.id, kind: 'connection' } } : {},
      );
      if (originChanged) await forgetSecret(this.deps.secrets, current.id).catch(() => undefined);
      const view = await this.view(next);
      if (clientChanged) {
        // The renderer reloads what it shows when the active connection is a different one.
        if (this.state.activeProfileId === next.id)
          this.deps.events.emit('activeProfileChanged', { activeProfileId: next.id, profile: view });
        if (connectionChanged && current.selectedCustomer !== null)
          this.deps.events.emit('customerChanged', { profileId: next.id, customerNumber: null });
      }
      return view;
    });
  }

  /** Deletes a profile and its keychain entry; the next profile becomes active if it was. */
  remove(id: string): Promise<void> {
    return this.exclusive(async () => {
      const record = this.get(id);
      if (record.builtIn) throw new AppError('conflict', message('errors.profile.builtInDelete'));
      // The keychain entry goes first: a profile must never disappear while its secret stays behind.
      await forgetSecret(this.deps.secrets, id);
      await this.deps.secrets.delete(proxyPasswordAccount(id)).catch(() => false);
      const profiles = this.state.profiles.filter((profile) => profile.id !== id);
      const activeProfileId =
        this.state.activeProfileId === id ? (profiles[0]?.id ?? null) : this.state.activeProfileId;
      await this.commit({ ...this.state, profiles, activeProfileId }, { changed: { profileId: id, kind: 'deleted' } });
    });
  }

  /** Makes a profile the active one. */
  activate(id: string): Promise<ProfileView> {
    return this.exclusive(async () => {
      const record = this.get(id);
      if (this.state.activeProfileId !== id)
        await this.commit({ ...this.state, activeProfileId: id }, { inMemoryIfReadOnly: true });
      return this.view(record);
    });
  }

  /** Persists the customer a profile's calls act for, first among its recently used ones. */
  selectCustomer(id: string, customerNumber: CustomerNumber | null): Promise<void> {
    return this.exclusive(async () => {
      const record = this.get(id);
      if (record.selectedCustomer === customerNumber) return;
      const earlier = (record.recentCustomers ?? []).filter((recent) => recent !== customerNumber);
      const recentCustomers =
        customerNumber === null ? earlier : [customerNumber, ...earlier].slice(0, RECENT_CUSTOMERS);
      await this.commit(
        this.replace({
          ...record,
          selectedCustomer: customerNumber,
          recentCustomers,
          updatedAt: this.now().toISOString(),
        }),
        { quiet: true, inMemoryIfReadOnly: true },
      );
      this.deps.events.emit('customerChanged', { profileId: id, customerNumber });
    });
  }

  /**
   * Replaces how the profile's requests leave the machine (proxy, certificate authority), already checked by
   * ProfileNetworkSettings. Its client goes: the next request opens connections the new way.
   */
  setNetwork(id: string, network: ProfileNetwork): Promise<ProfileView> {
    return this.exclusive(async () => {
      const next = { ...this.get(id), network, updatedAt: this.now().toISOString() };
      await this.commit(this.replace(next), { changed: { profileId: id, kind: 'connection' } });
      return this.view(next);
    });
  }

  /** Records which origin the keychain secret now belongs to (null: none). */
  setSecretOrigin(id: string, secretOrigin: string | null): Promise<ProfileRecord> {
    return this.exclusive(async () => {
      const record = this.get(id);
      const next = { ...record, secretOrigin, updatedAt: this.now().toISOString() };
      // A new, replaced or deleted secret is a new connection: clients and what was loaded through the old one go.
      await this.commit(this.replace(next), {
        inMemoryIfReadOnly: record.builtIn,
        changed: { profileId: id, kind: 'connection' },
      });
      return next;
    });
  }

  /**
   * Creates or refreshes the built-in "Local simulator" profile for a
   * simulator now listening at baseUrl. It becomes active when no profile is.
   */
  upsertBuiltIn(baseUrl: string, apiKey: string): Promise<ProfileRecord> {
    return this.exclusive(async () => {
      const time = this.now().toISOString();
      const existing = this.state.profiles.find((profile) => profile.builtIn);
      const origin = originOf(baseUrl);
      const record: ProfileRecord = existing
        ? {
            ...existing,
            baseUrl: origin,
            apiKey,
            updatedAt: time,
            secretOrigin: existing.baseUrl === origin ? existing.secretOrigin : null,
          }
        : {
            id: randomUUID(),
            name: 'Local simulator',
            environment: 'simulator',
            baseUrl: origin,
            apiKey,
            authScheme: DEFAULT_AUTH_SCHEME,
            operatingUnit: DEFAULT_OPERATING_UNIT,
            selectedCustomer: null,
            builtIn: true,
            secretOrigin: null,
            network: DEFAULT_NETWORK,
            createdAt: time,
            updatedAt: time,
          };
      const profiles = existing ? this.replace(record).profiles : [record, ...this.state.profiles];
      const moved =
        existing !== undefined && (existing.baseUrl !== record.baseUrl || existing.apiKey !== record.apiKey);
      await this.commit(
        { ...this.state, profiles, activeProfileId: this.state.activeProfileId ?? record.id },
        {
          inMemoryIfReadOnly: true,
          ...(moved ? { changed: { profileId: record.id, kind: 'connection' as const } } : {}),
        },
      );
      return record;
    });
  }

  /**
   * Replaces the saved profiles with a backup's (Settings → Backup, computed by the restore plan): saved first, then
   * each replaced profile's cached clients and customers are dropped (a connection change) and the page is told.
   * The keychain is left as it is: a restored profile without a usable secret asks for it (secretOrigin null).
   */
  restore(next: ProfilesFile): Promise<void> {
    return this.exclusive(async () => {
      const before = new Map(this.state.profiles.map((record) => [record.id, record]));
      const changes = next.profiles
        .filter((record) => before.has(record.id) && !isDeepStrictEqual(before.get(record.id), record))
        .map((record): ProfileChange => ({ profileId: record.id, kind: 'connection' }));
      await this.commit(next, { changes });
    });
  }

  private checkNameFree(name: string): void {
    if (this.state.profiles.some((profile) => profile.name.toLowerCase() === name.toLowerCase())) {
      throw new AppError('validation', message('errors.profile.nameTaken', { name }), {
        issues: [{ path: 'name', message: 'Another profile has this name' }],
      });
    }
  }

  private replace(record: ProfileRecord): ProfilesFile {
    return {
      ...this.state,
      profiles: this.state.profiles.map((profile) => (profile.id === record.id ? record : profile)),
    };
  }

  /**
   * Saves and adopts next; listeners of `changed` hear of it before any push event goes out.
   * inMemoryIfReadOnly: when the file is read-only (a newer version's), adopt without saving
   * (the built-in simulator's port and credential, the active profile, the picked customer); other changes are refused.
   */
  private async commit(
    next: ProfilesFile,
    options: {
      quiet?: boolean;
      changed?: ProfileChange;
      changes?: readonly ProfileChange[];
      inMemoryIfReadOnly?: boolean;
    } = {},
  ): Promise<void> {
    const previousActive = this.state.activeProfileId;
    try {
      if (!(options.inMemoryIfReadOnly && this.deps.file.readOnly)) await this.deps.file.save(next);
    } catch (error) {
      throw new AppError('storage', message('errors.profile.notSaved', { reason: (error as Error).message }));
    }
    this.state = next;
    if (options.changed) this.notifyChange(options.changed);
    for (const change of options.changes ?? []) this.notifyChange(change);
    if (options.quiet) return;
    const list = await this.list();
    this.deps.events.emit('profilesChanged', list);
    const activeView = list.profiles.find((profile) => profile.id === next.activeProfileId) ?? null;
    if (previousActive !== next.activeProfileId) {
      this.deps.events.emit('activeProfileChanged', { activeProfileId: next.activeProfileId, profile: activeView });
    }
  }

  private notifyChange(change: ProfileChange): void {
    for (const listener of [...this.changeListeners]) listener(change);
  }
}
