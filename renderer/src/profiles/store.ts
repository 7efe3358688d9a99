import { create } from 'zustand';
import type {
  ConnectionVerdict,
  CreateProfileInput,
  ProfileList,
  ProfileView,
  SecretStatus,
  UpdateProfileInput,
} from '../../../shared/ipc/schemas/profiles';
import type { IpcResult } from '../../../shared/ipc/result';
import { desktopApi } from '../api/bridge';
import type { Loadable } from '../api/loadable';
import { fromResult, LOADING, settle } from '../api/loadable';

interface ProfilesState {
  readonly list: Loadable<ProfileView[]>;
  readonly activeProfileId: string | null;
  /** The last connection test of each profile, by profile id. */
  readonly verdicts: Readonly<Record<string, Loadable<ConnectionVerdict>>>;
  /** What each profile connects with (see connectionOf), to notice edits from any source. */
  readonly connections: Readonly<Record<string, string>>;
  /** Bumped whenever a profile's connection changes: data loaded through the old one is stale. */
  readonly revisions: Readonly<Record<string, number>>;
}

/** Which connection the views show data of: the active profile at one revision of its connection. */
export interface ActiveConnection {
  readonly profileId: string | null;
  readonly revision: number;
}

const INITIAL: ProfilesState = { list: LOADING, activeProfileId: null, verdicts: {}, connections: {}, revisions: {} };
const useStore = create<ProfilesState>()(() => INITIAL);

// Everything that decides which data a profile's calls reach and how they are labelled.
function connectionOf(profile: ProfileView): string {
  return JSON.stringify([profile.baseUrl, profile.apiKey, profile.environment, profile.secret.state]);
}

function withRevision(state: ProfilesState, profileId: string): Pick<ProfilesState, 'revisions' | 'verdicts'> {
  const { [profileId]: _stale, ...verdicts } = state.verdicts;
  return { revisions: { ...state.revisions, [profileId]: (state.revisions[profileId] ?? 0) + 1 }, verdicts };
}

/**
 * Applies a change and notices every profile whose connection it changed,
 * whichever event or answer brought it: such a profile gets a new revision
 * and loses its verdict (it tested the old connection).
 */
function update(change: (state: ProfilesState) => Partial<ProfilesState>): void {
  useStore.setState((state) => {
    let next: ProfilesState = { ...state, ...change(state) };
    if (next.list.status !== 'ready') return next;
    for (const profile of next.list.value) {
      const connection = connectionOf(profile);
      const known = next.connections[profile.id];
      if (known === connection) continue;
      next = { ...next, connections: { ...next.connections, [profile.id]: connection } };
      if (known !== undefined) next = { ...next, ...withRevision(next, profile.id) };
    }
    return next;
  });
}

/** Every profile. */
export const useProfiles = (): Loadable<ProfileView[]> => useStore((state) => state.list);
/** The id of the profile every call goes through. */
export const useActiveProfileId = (): string | null => useStore((state) => state.activeProfileId);
/** The active profile, or null while none is active or the list is loading. */
export const useActiveProfile = (): ProfileView | null =>
  useStore((state) => (state.list.status === 'ready' ? (state.list.value.find((p) => p.id === state.activeProfileId) ?? null) : null));
/** The last connection test of a profile (undefined: never tested). */
export const useVerdict = (profileId: string | null): Loadable<ConnectionVerdict> | undefined =>
  useStore((state) => (profileId === null ? undefined : state.verdicts[profileId]));

function activeConnectionOf(state: ProfilesState): ActiveConnection {
  const profileId = state.activeProfileId;
  return { profileId, revision: profileId === null ? 0 : (state.revisions[profileId] ?? 0) };
}

/**
 * Calls listener with the active connection now and whenever it changes:
 * another profile became active, or the active one's address, key,
 * environment or secret changed.
 */
export function watchActiveConnection(listener: (connection: ActiveConnection) => void): () => void {
  listener(activeConnectionOf(useStore.getState()));
  return useStore.subscribe((state, previous) => {
    const now = activeConnectionOf(state);
    const before = activeConnectionOf(previous);
    if (now.profileId !== before.profileId || now.revision !== before.revision) listener(now);
  });
}

/** Loads every profile and which one is active. */
export async function loadProfiles(): Promise<void> {
  const result = await settle(() => desktopApi().profiles.list());
  if (result.ok) profilesChanged(result.value);
  else update(() => ({ list: fromResult(result) }));
}

/** Push event and load answer: the whole profile list. */
export function profilesChanged(list: ProfileList): void {
  update(() => ({ list: fromResult({ ok: true, value: list.profiles }), activeProfileId: list.activeProfileId }));
}

/** Push event: another profile became active, or the active one's connection changed (same id). */
export function activeProfileChanged(activeProfileId: string | null, profile: ProfileView | null): void {
  update((state) => ({
    activeProfileId,
    list:
      state.list.status === 'ready' && profile !== null
        ? { ...state.list, value: state.list.value.map((p) => (p.id === profile.id ? profile : p)) }
        : state.list,
  }));
}

function upsert(profile: ProfileView): void {
  update((state) => {
    if (state.list.status !== 'ready') return {};
    const known = state.list.value.some((p) => p.id === profile.id);
    const value = known ? state.list.value.map((p) => (p.id === profile.id ? profile : p)) : [...state.list.value, profile];
    return { list: { ...state.list, value } };
  });
}

/** Creates a profile (without its secret: see setSecret). */
export async function createProfile(input: CreateProfileInput): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.create(input));
  if (result.ok) upsert(result.value);
  return result;
}

/** Changes a profile's name, environment, address or key. */
export async function updateProfile(input: UpdateProfileInput): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.update(input));
  if (result.ok) upsert(result.value);
  return result;
}

/** Deletes a profile and its keychain entry. */
export async function deleteProfile(id: string): Promise<IpcResult<null>> {
  const result = await settle(() => desktopApi().profiles.delete({ id }));
  if (result.ok) {
    update((state) => (state.list.status === 'ready' ? { list: { ...state.list, value: state.list.value.filter((p) => p.id !== id) } } : {}));
  }
  return result;
}

/** Makes a profile the one every call goes through. */
export async function activateProfile(id: string): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.activate({ id }));
  if (result.ok) {
    upsert(result.value);
    update(() => ({ activeProfileId: result.value.id }));
  }
  return result;
}

/** Runs one signed call with the profile's credentials and keeps the verdict. */
export async function testConnection(id: string): Promise<Loadable<ConnectionVerdict>> {
  const revision = useStore.getState().revisions[id] ?? 0;
  useStore.setState((state) => ({ verdicts: { ...state.verdicts, [id]: LOADING } }));
  const verdict = fromResult(await settle(() => desktopApi().profiles.testConnection({ id })));
  // A test of a connection edited meanwhile says nothing about the new one.
  if ((useStore.getState().revisions[id] ?? 0) === revision) useStore.setState((state) => ({ verdicts: { ...state.verdicts, [id]: verdict } }));
  return verdict;
}

// A replaced secret may leave its status as it was ('set'), so the change is counted here, not noticed in the list.
function secretChanged(profileId: string, secret: SecretStatus): void {
  useStore.setState((state) => {
    const bumped = withRevision(state, profileId);
    if (state.list.status !== 'ready') return bumped;
    const value = state.list.value.map((p) => (p.id === profileId ? { ...p, secret } : p));
    const changed = value.find((p) => p.id === profileId);
    const connections = changed ? { ...state.connections, [profileId]: connectionOf(changed) } : state.connections;
    return { list: { ...state.list, value }, connections, ...bumped };
  });
}

/** Test seam: back to the initial state. */
export function resetProfilesStore(): void {
  useStore.setState(INITIAL, true);
}

/** Stores or replaces a profile's secret in the OS keychain; only its status comes back. */
export async function setSecret(profileId: string, secret: string): Promise<IpcResult<SecretStatus>> {
  const result = await settle(() => desktopApi().secrets.set({ profileId, secret }));
  if (result.ok) secretChanged(profileId, result.value);
  return result;
}

/** Removes a profile's secret from the keychain. */
export async function deleteSecret(profileId: string): Promise<IpcResult<SecretStatus>> {
  const result = await settle(() => desktopApi().secrets.delete({ profileId }));
  if (result.ok) secretChanged(profileId, result.value);
  return result;
}
