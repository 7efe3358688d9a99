import { z } from 'zod';
import { message } from '../../../shared/i18n/message';
import type { NoticeFields } from '../notices/notice-service';
import { notReadWords, setAsideMessage } from '../storage/file-words';
import type { VersionedJsonFile } from '../storage/versioned-json-file';
import { newerFileMessage, versionedJsonFile } from '../storage/versioned-json-file';
import type { WindowState } from './placement';

/** window-state.json in the user data folder. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** window-state.json, format 1. */
export const WINDOW_STATE_FILE_VERSION = 1;

// Screen coordinates can be negative (a display left of or above the primary); sizes cannot.
const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);

export const windowStateFile = z.object({
  version: z.literal(WINDOW_STATE_FILE_VERSION),
  bounds: z.object({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean(),
});
export type WindowStateFile = VersionedJsonFile<z.output<typeof windowStateFile>>;

/** window-state.json at path; a newer version's file is opened read-only, never set aside. */
export function windowStateFileAt(path: string): WindowStateFile {
  return versionedJsonFile(path, windowStateFile, { version: WINDOW_STATE_FILE_VERSION, newer: 'read-only' });
}

/** What loading found: the state to place the window with (null: none usable) and, when the file was not plain, a notice saying so. */
export interface LoadedWindowState {
  readonly state: WindowState | null;
  readonly notice: NoticeFields | null;
}

/**
 * Reads the remembered window state. Never throws: the window must open
 * whatever the file holds. An unreadable file is kept aside by the file layer
 * and the default placement applies; one a newer version wrote is left
 * untouched and used as far as it fits (saves then skip it).
 */
export async function loadWindowState(file: WindowStateFile): Promise<LoadedWindowState> {
  try {
    const outcome = await file.load();
    switch (outcome.status) {
      case 'loaded':
        return { state: stateOf(outcome.data), notice: null };
      case 'missing':
        return { state: null, notice: null };
      case 'newer':
        return {
          state: outcome.data ? stateOf(outcome.data) : null,
          notice: {
            level: 'info',
            title: message('files.title.windowReadOnly'),
            message: newerFileMessage('windowState', WINDOW_STATE_FILE, outcome),
          },
        };
      case 'corrupt':
        return {
          state: null,
          notice: {
            level: 'info',
            title: message('files.title.windowReset'),
            message: setAsideMessage('windowState', WINDOW_STATE_FILE, outcome, 'files.after.defaultWindow'),
          },
        };
    }
  } catch (error) {
    return {
      state: null,
      notice: {
        level: 'info',
        title: message('files.title.windowReset'),
        message: notReadWords('windowState', WINDOW_STATE_FILE, error, 'files.after.defaultWindow'),
      },
    };
  }
}

/** Saves the state unless the file belongs to a newer version (then the state lasts for this session). */
export async function saveWindowState(file: WindowStateFile, state: WindowState): Promise<void> {
  if (file.readOnly) return;
  await file.save({ version: WINDOW_STATE_FILE_VERSION, bounds: { ...state.bounds }, maximized: state.maximized });
}

function stateOf(data: z.output<typeof windowStateFile>): WindowState {
  return { bounds: data.bounds, maximized: data.maximized };
}
