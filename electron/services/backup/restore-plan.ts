import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_PREFERENCES } from '../../../shared/ipc/schemas/preferences';
import { DEFAULT_LOANS_SETTINGS } from '../loans/settings';
import { defaultLimits, raisedLimits, type TradingLimits } from '../../../shared/trading/limits';
import { limitsKindOf } from '../guards/limits-kind';
import { originOf, PROFILES_FILE_VERSION, type ProfileRecord } from '../profiles/profile-record';
import type { BackedUpProfile, BackupParts, BackupPartName } from './backup-file';
import type { FolderContent } from './data-folder';

/** What restoring does to one thing: adds it, replaces a different one, or keeps what is there (the same, or not in the backup). */
export type Change = 'added' | 'replaced' | 'kept';

/** One line of the plan: which part, which thing (a profile's name, a rule's instrument), and its change. */
export interface PlanItem {
  readonly part: BackupPartName;
  readonly id: string;
  readonly label: string;
  readonly change: Change;
}

/** A profile whose limits restoring would raise, and which ones (before → after). */
export interface RaisedLimits {
  readonly profileId: string;
  readonly profile: string;
  readonly limits: readonly { readonly limit: keyof TradingLimits; readonly before: string; readonly after: string }[];
}

/** What a restore would change, computed without changing anything; `next` is what would be written. */
export interface RestorePlan {
  readonly items: readonly PlanItem[];
  /** Raising needs the same confirmation as raising by hand. */
  readonly raised: readonly RaisedLimits[];
  /** Restored profiles whose secret must be entered again (never in a backup). */
  readonly secretsToEnter: readonly string[];
  readonly next: { [K in keyof FolderContent]: NonNullable<FolderContent[K]> };
}

/**
 * The backup's profile ids as this folder's: the same id, else (the built-in
 * simulator) the folder's own built-in profile, else the folder's profile of
 * the same name (profile names are unique, so it is the same account set up
 * again by hand).
 */
function matchProfiles(
  backedUp: readonly BackedUpProfile[],
  current: readonly ProfileRecord[],
): Map<string, ProfileRecord | null> {
  const matches = new Map<string, ProfileRecord | null>();
  for (const profile of backedUp) {
    const match =
      current.find((record) => record.id === profile.id) ??
      (profile.builtIn ? current.find((record) => record.builtIn) : undefined) ??
      current.find(
        (record) => !record.builtIn && !profile.builtIn && record.name.toLowerCase() === profile.name.toLowerCase(),
      );
    matches.set(profile.id, match ?? null);
  }
  return matches;
}

/** The record restoring writes: the backup's, on this folder's id; the built-in profile keeps this machine's simulator address and key. */
function restoredRecord(profile: BackedUpProfile, existing: ProfileRecord | null): ProfileRecord {
  if (!existing) return { ...profile, secretOrigin: null };
  if (existing.builtIn)
    return {
      ...existing,
      name: profile.name,
      selectedCustomer: profile.selectedCustomer,
      operatingUnit: profile.operatingUnit,
    };
  // The secret saved here stays usable only for the address it was saved for.
  const sameOrigin = existing.secretOrigin !== null && existing.secretOrigin === originOf(profile.baseUrl);
  return {
    ...profile,
    id: existing.id,
    builtIn: false,
    createdAt: existing.createdAt,
    secretOrigin: sameOrigin ? existing.secretOrigin : null,
  };
}

function changeOf(before: unknown, after: unknown): Change {
  if (before === undefined || before === null) return 'added';
  return isDeepStrictEqual(before, after) ? 'kept' : 'replaced';
}

/**
 * Computes what restoring `parts` into a folder holding `current` (and the statements of `archivedIds`) changes;
 * nothing is written here. An archived statement whose id is here already is kept, never overwritten.
 */
export function planRestore(
  parts: BackupParts,
  current: FolderContent,
  archivedIds: ReadonlySet<string> = new Set(),
): RestorePlan {
  const items: PlanItem[] = [];
  const records = current.profiles?.profiles ?? [];
  const matches = matchProfiles(parts.profiles.profiles, records);
  const idOf = (backupId: string): string => matches.get(backupId)?.id ?? backupId;

  // Profiles.
  const restored = new Map<string, ProfileRecord>();
  for (const profile of parts.profiles.profiles) {
    const existing = matches.get(profile.id) ?? null;
    const record = restoredRecord(profile, existing);
    restored.set(record.id, record);
    const compare = (value: ProfileRecord | null) => (value ? { ...value, updatedAt: '' } : value);
    items.push({
      part: 'profiles',
      id: record.id,
      label: record.name,
      change: changeOf(compare(existing), compare(record)),
    });
  }
  for (const record of records)
    if (!restored.has(record.id)) items.push({ part: 'profiles', id: record.id, label: record.name, change: 'kept' });
  const profiles = [
    ...records.map((record) => restored.get(record.id) ?? record),
    ...[...restored.values()].filter((record) => !records.some((other) => other.id === record.id)),
  ];
  const activeProfileId =
    current.profiles?.activeProfileId ??
    (parts.profiles.activeProfileId === null ? null : idOf(parts.profiles.activeProfileId));
  const secretsToEnter = [...restored.values()]
    .filter((record) => !record.builtIn && record.secretOrigin === null)
    .map((record) => record.name);

  // Limits: a profile without stored limits has its kind's defaults, so restoring above those is a raise too.
  const limits = { ...(current.limits ?? {}) };
  const raised: RaisedLimits[] = [];
  for (const [backupId, next] of Object.entries(parts.limits)) {
    const id = idOf(backupId);
    const record = profiles.find((candidate) => candidate.id === id);
    if (!record) continue;
    const before = current.limits?.[id];
    const baseline = before ?? defaultLimits(limitsKindOf(record));
    const up = raisedLimits(baseline, next);
    if (up.length > 0)
      raised.push({
        profileId: id,
        profile: record.name,
        limits: up.map((limit) => ({ limit, before: String(baseline[limit]), after: String(next[limit]) })),
      });
    limits[id] = next;
    items.push({ part: 'limits', id, label: record.name, change: changeOf(before, next) });
  }

  // Price alert rules, by id; the log of this folder stays as it is.
  const rules = [...(current.alerts?.rules ?? [])];
  for (const rule of parts.alerts.rules) {
    const next = { ...rule, profileId: idOf(rule.profileId) };
    const at = rules.findIndex((candidate) => candidate.id === rule.id);
    items.push({
      part: 'alerts',
      id: rule.id,
      label: `${rule.symbol}/${rule.currency}`,
      change: changeOf(at < 0 ? undefined : rules[at], next),
    });
    if (at < 0) rules.push(next);
    else rules[at] = next;
  }

  // Loan monitor: its settings (watched profiles on this folder's ids) and the snoozes (keys start with the profile id).
  const settings = {
    ...parts.loans.settings,
    watchProfiles: Object.fromEntries(
      Object.entries(parts.loans.settings.watchProfiles).map(([id, on]) => [idOf(id), on]),
    ),
  };
  // No settings file yet: the defaults are in force, and what restoring changes is measured against them.
  items.push({
    part: 'loans',
    id: 'settings',
    label: 'settings',
    change: changeOf(current.loansSettings ?? DEFAULT_LOANS_SETTINGS, settings),
  });
  const snoozes = [...(current.loansState?.snoozes ?? [])];
  for (const snooze of parts.loans.snoozes) {
    const [profileId = '', ...rest] = snooze.key.split('/');
    const next = { ...snooze, key: [idOf(profileId), ...rest].join('/') };
    const at = snoozes.findIndex((candidate) => candidate.key === next.key);
    items.push({
      part: 'loans',
      id: next.key,
      label: rest.join('/'),
      change: changeOf(at < 0 ? undefined : snoozes[at], next),
    });
    if (at < 0) snoozes.push(next);
    else snoozes[at] = next;
  }

  items.push({
    part: 'preferences',
    id: 'preferences',
    label: 'preferences',
    change: changeOf(current.preferences ?? DEFAULT_PREFERENCES, parts.preferences),
  });

  for (const { manifest } of parts.archive?.statements ?? [])
    items.push({
      part: 'archive',
      id: manifest.id,
      label: `${manifest.customerName ?? manifest.customer} · ${manifest.savedAt.slice(0, 10)}`,
      change: archivedIds.has(manifest.id) ? 'kept' : 'added',
    });

  return {
    items,
    raised,
    secretsToEnter,
    next: {
      profiles: { version: PROFILES_FILE_VERSION, profiles, activeProfileId },
      limits,
      alerts: { version: 1, rules, log: current.alerts?.log ?? [] },
      loansSettings: settings,
      loansState: { version: 1, portfolios: current.loansState?.portfolios ?? [], snoozes },
      preferences: parts.preferences,
    },
  };
}
