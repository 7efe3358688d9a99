import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';
import { message } from '../../../shared/i18n/message';
import type { ProfileView, setProfileNetworkInput } from '../../../shared/ipc/schemas/profiles';
import { MAX_CA_FILE_BYTES } from '../../../shared/ipc/schemas/profiles';
import {
  certificatesInPem,
  fixedProxy,
  PROXY_ADDRESS_WORDS,
  proxyAddressIssue,
  type NetworkOptions,
} from '../../client/network';
import { AppError } from '../errors';
import { ENGLISH } from '../i18n/english';
import type { SecretStore } from '../secrets/secret-store';
import { writeFileAtomic } from '../storage/atomic-file';
import {
  proxyOrigin,
  proxyPasswordAccount,
  type CaFileRecord,
  type ProfileNetwork,
  type ProxySetting,
} from './profile-network';
import type { ProfileRecord } from './profile-record';
import type { ProfileService } from './profile-service';

/** Opens the OS's file dialog for a certificate authority file; null when cancelled (absent where there is none: browser mode, desk). */
export type ChooseCaFile = () => Promise<string | null>;

/** Where uploaded certificate authority files are kept, in the data folder. */
export const CA_FOLDER = 'certificates';

/** Dependencies of a profile's network settings. */
export interface NetworkSettingsDeps {
  profiles: ProfileService;
  store: SecretStore;
  dataDir: string;
  chooseCaFile?: ChooseCaFile;
}

type SetNetwork = z.output<typeof setProfileNetworkInput>;

/**
 * A profile's proxy and certificate authority: checked and stored (the password in the keychain, an uploaded CA in the
 * data folder), and turned into the client's NetworkOptions. Everything is checked before anything changes.
 */
export class ProfileNetworkSettings {
  constructor(private readonly deps: NetworkSettingsDeps) {
    // A deleted profile's uploaded CA copies go with it (its keychain entries go in ProfileService.remove).
    deps.profiles.onChange(({ profileId, kind }) => {
      if (kind === 'deleted') void this.forgetUploaded(profileId);
    });
  }

  private async forgetUploaded(profileId: string): Promise<void> {
    const folder = join(this.deps.dataDir, CA_FOLDER);
    const names = await readdir(folder).catch(() => []);
    await Promise.all(
      names
        .filter((name) => name.startsWith(`${profileId}-`))
        .map((name) => rm(join(folder, name), { force: true }).catch(() => undefined)),
    );
  }

  /** Sets the proxy and, when given, the CA; a bad address or certificate file is refused and nothing changes. */
  async set(input: SetNetwork): Promise<ProfileView> {
    const record = this.deps.profiles.get(input.id);
    const proxy = this.proxyOf(record, input.proxy);
    const uploaded = input.ca?.kind === 'pem' ? caNames(input.ca.text, 'caFile') : undefined;
    // The password first: a keychain that cannot store it refuses the change before the file is touched.
    const account = proxyPasswordAccount(record.id);
    if (input.proxy.mode === 'url' && input.proxy.password !== undefined && proxy.mode === 'url' && proxy.passwordFor) {
      await this.deps.store.set(account, input.proxy.password);
    } else if (proxy.mode !== 'url' || proxy.passwordFor === null) {
      await this.deps.store.delete(account).catch(() => false);
    }
    let caFile: CaFileRecord | null = record.network.caFile;
    if (input.ca?.kind === 'none') caFile = null;
    if (input.ca?.kind === 'pem' && uploaded !== undefined)
      caFile = await this.keep(record.id, input.ca.text, uploaded);
    return this.commit(record, { proxy, caFile });
  }

  /** Main's own file dialog picks the CA file (the page never names a path); null when cancelled. */
  async choose(profileId: string): Promise<ProfileView | null> {
    const record = this.deps.profiles.get(profileId);
    if (!this.deps.chooseCaFile) throw new AppError('validation', message('network.ca.noDialog'));
    const path = await this.deps.chooseCaFile();
    if (path === null) return null;
    const names = caNames(await readCaFile(path, 'caFile'), 'caFile');
    return this.commit(record, { ...record.network, caFile: { path, uploaded: false, names } });
  }

  /**
   * What the profile's client goes out through: its own proxy (with the keychain's password for it) or none, and its
   * CA file's certificates; undefined parts are the system's. A CA file that can no longer be read is an error that
   * says so, rather than a connection that fails on an untrusted certificate.
   */
  async networkFor(record: ProfileRecord): Promise<NetworkOptions> {
    const { proxy, caFile } = record.network;
    const network: NetworkOptions = {};
    if (proxy.mode === 'none') network.proxy = fixedProxy(null);
    if (proxy.mode === 'url') network.proxy = fixedProxy(await this.withCredentials(record.id, proxy));
    if (caFile !== null) {
      network.extraCa = certificatesInPem(await readCaFile(caFile.path, 'caFile', record.name));
    }
    return network;
  }

  /** The proxy URL with its user name and the keychain's password (only for the proxy it was saved for). */
  private async withCredentials(profileId: string, proxy: Extract<ProxySetting, { mode: 'url' }>): Promise<string> {
    if (proxy.username === null) return proxy.url;
    const url = new URL(proxy.url);
    url.username = encodeURIComponent(proxy.username);
    if (proxy.passwordFor === proxyOrigin(proxy.url)) {
      // A keychain that cannot be read sends no password: the proxy's 407 then says what is missing.
      const password = await this.deps.store.get(proxyPasswordAccount(profileId)).catch(() => null);
      if (password !== null) url.password = encodeURIComponent(password);
    }
    return url.href;
  }

  private proxyOf(record: ProfileRecord, input: SetNetwork['proxy']): ProxySetting {
    if (input.mode !== 'url') return input;
    const issue = proxyAddressIssue(input.url);
    if (issue !== undefined) throw invalid('proxyUrl', PROXY_ADDRESS_WORDS[issue]);
    const parsed = new URL(input.url);
    // A user name and password go in their own fields: in the address they would be saved in the profiles file.
    if (parsed.username !== '' || parsed.password !== '') throw invalid('proxyUrl', 'network.proxyAddress.credentials');
    const url = parsed.origin;
    const username = input.username?.trim() ? input.username.trim() : null;
    const previous = record.network.proxy;
    // A saved password stays only for the same proxy and user; it is never sent to another proxy.
    const kept =
      previous.mode === 'url' &&
      previous.passwordFor === url &&
      previous.username === username &&
      input.forgetPassword !== true;
    // No user name, or asked to forget: no password (forgetting wins over one typed with it).
    const forget = username === null || input.forgetPassword === true;
    const passwordFor = forget ? null : input.password !== undefined || kept ? url : null;
    return { mode: 'url', url, username, passwordFor };
  }

  /** Keeps an uploaded CA in the data folder under a name of its own (the old copy goes once the profile points here). */
  private async keep(profileId: string, text: string, names: string[]): Promise<CaFileRecord> {
    const folder = join(this.deps.dataDir, CA_FOLDER);
    await mkdir(folder, { recursive: true });
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
    const path = join(folder, `${profileId}-${hash}.pem`);
    await writeFileAtomic(path, text);
    return { path, uploaded: true, names };
  }

  private async commit(record: ProfileRecord, network: ProfileNetwork): Promise<ProfileView> {
    const old = record.network.caFile;
    const view = await this.deps.profiles.setNetwork(record.id, network);
    if (old?.uploaded && old.path !== network.caFile?.path) await rm(old.path, { force: true }).catch(() => undefined);
    return view;
  }
}

/** Reads a CA file, refused with its path and the reason when it cannot be read or is too large. */
async function readCaFile(path: string, field: string, profile?: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw profile === undefined
      ? invalid(field, 'network.ca.unreadable', { path, reason })
      : new AppError('validation', message('network.ca.unreadableProfile', { profile, path, reason }));
  }
  if (bytes.length > MAX_CA_FILE_BYTES) throw invalid(field, 'network.ca.tooLarge', { path });
  return bytes.toString('utf8');
}

/** The subject names of the certificates in a PEM text, refused when it holds none or one that cannot be read. */
function caNames(text: string, field: string): string[] {
  const pems = certificatesInPem(text);
  if (pems.length === 0) throw invalid(field, 'network.ca.noCertificate');
  return pems.map((pem) => {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(pem);
    } catch {
      throw invalid(field, 'network.ca.damaged');
    }
    const subject = certificate.subject.split('\n');
    return (
      subject.find((part) => part.startsWith('CN='))?.slice(3) ??
      subject.find((part) => part.startsWith('O='))?.slice(2) ??
      certificate.subject
    );
  });
}

function invalid(field: string, key: MessageKey, values: Record<string, string> = {}): AppError {
  return new AppError('validation', message(key, values), {
    issues: [{ path: field, message: ENGLISH.t(key, values) }],
  });
}
