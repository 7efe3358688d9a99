import { z } from 'zod';

/**
 * Where the update check stands: no feed named (neither the build nor the office), not yet checked, checking,
 * up to date, a newer version offered, downloading it, downloaded (installed at quit), the feed could not be
 * reached (told here only: it is tried again at the next check), or the check or download failed.
 */
export const UPDATE_STATES = [
  'unconfigured',
  'idle',
  'checking',
  'upToDate',
  'available',
  'downloading',
  'downloaded',
  'unreachable',
  'failed',
] as const;
export type UpdateState = (typeof UPDATE_STATES)[number];

/** A newer version the feed offers to this installation (its staged rollout included). */
export const offeredUpdate = z.object({
  version: z.string(),
  /** ISO 8601, as the feed states it; null when it states none. */
  releaseDate: z.string().nullable(),
  /** What changed, as plain text (the feed's notes with any markup taken out); null when the feed has none. */
  releaseNotes: z.string().nullable(),
  /** Where to get it by hand (browser mode, where nothing is downloaded); null in the desktop app. */
  downloadUrl: z.string().nullable(),
});
export type OfferedUpdate = z.infer<typeof offeredUpdate>;

/** updates.status, updates.check, updates.download and the updateStatus event. */
export const updateStatus = z.object({
  state: z.enum(UPDATE_STATES),
  currentVersion: z.string(),
  /** The feed checked: the office's when it names one, else the build's; null when neither does. */
  feedUrl: z.string().nullable(),
  feedFrom: z.enum(['office', 'build']).nullable(),
  /** The desktop app downloads and installs; browser mode only tells where to get a newer version. */
  canDownload: z.boolean(),
  /** The office lets a newer version download without asking (it is still installed only at quit). */
  autoDownload: z.boolean(),
  /** ISO 8601 time the last check ended; null before the first. */
  checkedAt: z.string().nullable(),
  offered: offeredUpdate.nullable(),
  /** Bytes of the download so far and in all (integers; not money). */
  progress: z.object({ transferred: z.number().int().nonnegative(), total: z.number().int().nonnegative() }).nullable(),
  /** Why the last check or download failed, or why the office's settings file was not used (technical words). */
  problem: z.string().nullable(),
  /** The office's settings file could not be used (the build's feed is checked instead). */
  officeFileProblem: z.string().nullable(),
});
export type UpdateStatus = z.infer<typeof updateStatus>;
