import { create } from 'zustand';
import type {
  ConnectionVerdict,
  CreateProfileInput,
  ProfileList,
  ProfileView,
  SecretStatus,
  SetProfileNetworkInput,
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
}

const INITIAL: ProfilesState = { list: LOADING, activeProfileId: null, verdicts: {} };
const useStore = create<ProfilesState>()(() => INITIAL);

// Bumped per profile whenever its connection may have changed (main's new revision, or an edit made here):
// a connection test that started before says nothing about the connection now.
const editions = new Map<string, number>();

function forgetVerdict(profileId: string): void {
  editions.set(profileId, (editions.get(profileId) ?? 0) + 1);
  useStore.setState((state) => {
    if (!(profileId in state.verdicts)) return {};
    const { [profileId]: _stale, ...verdicts } = state.verdicts;
    return { verdicts };
  });
}

// The active profile's verdict follows main's revision (connectionRevised); another profile's is dropped when edited here.
function forgetVerdictIfInactive(profileId: string): void {
  if (useStore.getState().activeProfileId !== profileId) forgetVerdict(profileId);
}

function update(change: (state: ProfilesState) => Partial<ProfilesState>): void {
  useStore.setState((state) => change(state));
}

/** Main says the active connection has a new revision: its last connection test is stale. */
export function connectionRevised(profileId: string | null): void {
  if (profileId !== null) forgetVerdict(profileId);
}

/** Every profile. */
export const useProfiles = (): Loadable<ProfileView[]> => useStore((state) => state.list);
/** The id of the profile every call goes through. */
export const useActiveProfileId = (): string | null => useStore((state) => state.activeProfileId);
/** The active profile, or null while none is active or the list is loading. */
export const useActiveProfile = (): ProfileView | null =>
  useStore((state) =>
    state.list.status === 'ready' ? (state.list.value.find((p) => p.id === state.activeProfileId) ?? null) : null,
  );
/** The last connection test of a profile (undefined: never tested). */
export const useVerdict = (profileId: string | null): Loadable<ConnectionVerdict> | undefined =>
  useStore((state) => (profileId === null ? undefined : state.verdicts[profileId]));

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
    const value = known
      ? state.list.value.map((p) => (p.id === profile.id ? profile : p))
      : [...state.list.value, profile];
    return { list: { ...state.list, value } };
  });
}

/** Creates a profile (without its secret: see setSecret). */
export async function createProfile(input: CreateProfileInput): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.create(input));
  if (result.ok) upsert(result.value);
  return result;
}

/** Changes a profile's name, environment, address, key or scheme word. */
export async function updateProfile(input: UpdateProfileInput): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.update(input));
  if (result.ok) {
    forgetVerdictIfInactive(input.id);
    upsert(result.value);
  }
  return result;
}

/** Sets a profile's proxy (its password goes to the keychain) and certificate authority; its old verdict no longer holds. */
export async function setProfileNetwork(input: SetProfileNetworkInput): Promise<IpcResult<ProfileView>> {
  const result = await settle(() => desktopApi().profiles.setNetwork(input));
  if (result.ok) {
    forgetVerdictIfInactive(input.id);
    upsert(result.value);
  }
  return result;
}

/** Desktop window: main's file dialog picks the profile's certificate authority file (null: cancelled). */
export async function chooseCaFile(id: string): Promise<IpcResult<ProfileView | null>> {
  const result = await settle(() => desktopApi().profiles.chooseCaFile({ id }));
  if (result.ok && result.value !== null) {
    forgetVerdictIfInactive(id);
    upsert(result.value);
  }
  return result;
}

/** Deletes a profile and its keychain entry. */
export async function deleteProfile(id: string): Promise<IpcResult<null>> {
  const result = await settle(() => desktopApi().profiles.delete({ id }));
  if (result.ok) {
    update((state) =>
      state.list.status === 'ready'
        ? { list: { ...state.list, value: state.list.value.filter((p) => p.id !== id) } }
        : {},
    );
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
  const edition = editions.get(id) ?? 0;
  useStore.setState((state) => ({ verdicts: { ...state.verdicts, [id]: LOADING } }));
  const verdict = fromResult(await settle(() => desktopApi().profiles.testConnection({ id })));
  // A test of a connection edited meanwhile says nothing about the new one.
  if ((editions.get(id) ?? 0) === edition)
    useStore.setState((state) => ({ verdicts: { ...state.verdicts, [id]: verdict } }));
  return verdict;
}

// The secret's status as main answered it (main owns whether the connection changed: connectionChanged).
function secretChanged(profileId: string, secret: SecretStatus): void {
  useStore.setState((state) => {
    if (state.list.status !== 'ready') return {};
    return { list: { ...state.list, value: state.list.value.map((p) => (p.id === profileId ? { ...p, secret } : p)) } };
  });
}

/** Test seam: back to the initial state. */
export function resetProfilesStore(): void {
  editions.clear();
  useStore.setState(INITIAL, true);
}

/** Stores or replaces a profile's secret in the OS keychain; only its status comes back. */
export async function setSecret(profileId: string, secret: string): Promise<IpcResult<SecretStatus>> {
  const result = await settle(() => desktopApi().secrets.set({ profileId, secret }));
  if (result.ok) {
    forgetVerdictIfInactive(profileId);
    secretChanged(profileId, result.value);
  }
  return result;
}

/** Removes a profile's secret from the keychain. */
export async function deleteSecret(profileId: string): Promise<IpcResult<SecretStatus>> {
  const result = await settle(() => desktopApi().secrets.delete({ profileId }));
  if (result.ok) {
    forgetVerdictIfInactive(profileId);
    secretChanged(profileId, result.value);
  }
  return result;
}
