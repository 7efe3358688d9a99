import { copyFile, readFile } from 'node:fs/promises';
import { z } from 'zod';
import { StateSaver } from '../persistence';
import { NONCE_MARGIN_MS, TIMESTAMP_WINDOW_MS } from './auth';
import { NonceStore, type NonceEntry } from './nonce-store';

/** The nonce window persists this often at most while requests arrive (it is a few kB, unlike the world). */
const REPLAY_SAVE_DELAY_MS = 200;

const replayFile = z.object({
  /** True only when written by a stop: nonces of an unclean stop's last moments may be missing. */
  clean: z.boolean(),
  nonces: z.array(z.tuple([z.string(), z.number()])),
});

/** The replay protection of one run: the nonce store, and the earliest timestamp it may accept. */
export interface ReplayWindow {
  readonly nonces: NonceStore;
  /** Set after an unclean stop of a persisted world: timestamps before this start are refused. */
  readonly notBefore: number | undefined;
  /** Saves the window as clean (on stop). */
  close(): Promise<void>;
}

/** The file beside the state file that holds the nonce window. */
export function replayFileOf(stateFile: string): string {
  return `${stateFile}.nonces.json`;
}

/**
 * Opens the nonce window kept beside `stateFile`, so a request accepted before
 * a restart is still refused as a replay after it while a request signed just
 * before the restart is accepted. The window is saved shortly after every
 * accepted request and on stop; when the previous run of this world did not
 * stop cleanly (or left no window), nonces it accepted last may be unknown, so
 * requests signed before this start are refused instead.
 */
export async function openReplayWindow(
  stateFile: string,
  restoredWorld: boolean,
  wallClock: () => number,
  logError: (message: string) => void,
): Promise<ReplayWindow> {
  const file = replayFileOf(stateFile);
  const previous = await readReplay(file, logError);
  let clean = false;
  let saver: StateSaver | null = null;
  const nonces = new NonceStore(TIMESTAMP_WINDOW_MS, NONCE_MARGIN_MS, wallClock, previous?.nonces ?? [], () =>
    saver?.changed(),
  );
  saver = new StateSaver(
    file,
    () => JSON.stringify({ clean, nonces: nonces.entries() }),
    REPLAY_SAVE_DELAY_MS,
    logError,
  );
  // Marked as running at once: a crash from here on is seen by the next start.
  await saver.flush();
  return {
    nonces,
    notBefore: restoredWorld && previous?.clean !== true ? wallClock() : undefined,
    close: async () => {
      clean = true;
      await saver.close();
    },
  };
}

/** Where a damaged window is kept (the latest one), so what it held can still be looked at. */
export function damagedCopyOf(file: string): string {
  return `${file}.damaged`;
}

async function readReplay(
  file: string,
  logError: (message: string) => void,
): Promise<{ clean: boolean; nonces: NonceEntry[] } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      logError(
        `simulator: the nonce window ${file} cannot be read (${(error as Error).message}); requests signed before this start are refused.`,
      );
    return undefined;
  }
  let reason: string;
  try {
    const parsed = replayFile.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    reason = 'it is not a nonce window';
  } catch (error) {
    reason = text === '' ? 'it is empty' : `it is not valid JSON: ${(error as Error).message}`;
  }
  // An unreadable window is treated like a missing one (the conservative rule applies), but not silently.
  const copy = damagedCopyOf(file);
  const kept = await copyFile(file, copy).then(
    () => `a copy is kept as ${copy}`,
    (error: unknown) => `no copy could be kept (${(error as Error).message})`,
  );
  logError(
    `simulator: the nonce window ${file} is damaged (${reason}); ${kept}; requests signed before this start are refused.`,
  );
  return undefined;
}
