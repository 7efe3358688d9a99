import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import { screen } from 'electron';
import type { NoticeFields } from '../services/notices/notice-service';
import type { Displays, WindowState } from '../services/window-state/placement';
import { placeWindow } from '../services/window-state/placement';
import {
  loadWindowState,
  saveWindowState,
  WINDOW_STATE_FILE,
  windowStateFileAt,
} from '../services/window-state/window-state-file';
import { trackWindowState } from './window-state';
import { MAIN_WINDOW_SIZE } from './window-options';

/** The main window's remembered place (window-state.json in the user data folder). */
export interface WindowMemory {
  /** Settles once the file was read (never rejects). */
  readonly ready: Promise<void>;
  /** Where to open the window now, on the displays connected now. */
  placement(): WindowState;
  /** Remembers the window's changes from now on (saved atomically). */
  track(window: BrowserWindow): void;
}

/** The displays Electron sees now (only after ready). */
function connectedDisplays(): Displays {
  return {
    workAreas: screen.getAllDisplays().map((display) => display.workArea),
    primary: screen.getPrimaryDisplay().workArea,
  };
}

/** Reads the remembered state at once; a file that was set aside or is read-only is reported through notice. */
export function windowMemory(dataDir: string, notice: (fields: NoticeFields) => void): WindowMemory {
  const file = windowStateFileAt(join(dataDir, WINDOW_STATE_FILE));
  let remembered: WindowState | null = null;
  const ready = loadWindowState(file).then((loaded) => {
    remembered = loaded.state;
    if (loaded.notice) notice(loaded.notice);
  });
  return {
    ready,
    placement: () => placeWindow(remembered, connectedDisplays(), MAIN_WINDOW_SIZE),
    track(window) {
      trackWindowState(window, (state) => {
        // A window opened again in this session (macOS dock, tray) goes where this one was, saved or not.
        remembered = state;
        saveWindowState(file, state).catch((error: unknown) => console.error('window state not saved', error));
      });
    },
  };
}
