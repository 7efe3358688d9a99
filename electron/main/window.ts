import { join } from 'node:path';
import { BrowserWindow } from 'electron';
import type { WindowState } from '../services/window-state/placement';
import type { RendererLocation } from './renderer-location';
import { rendererUrl } from './renderer-location';
import { mainWindowOptions } from './window-options';

/** Creates the main window (where placement says, when given) and loads the renderer; it shows once painted. devTools: development and test builds only. */
export function createMainWindow(
  location: RendererLocation,
  devTools: boolean,
  placement?: WindowState,
): BrowserWindow {
  // Built main lives in out/main and sources in electron/main: both are two levels below the project root.
  const icon = join(import.meta.dirname, '../../resources/icon.png');
  const window = new BrowserWindow(
    mainWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), icon, devTools, placement?.bounds),
  );
  window.once('ready-to-show', () => {
    // Maximizing shows a window, so it waits until there is something to show; un-maximizing returns to the bounds above.
    if (placement?.maximized) window.maximize();
    window.show();
  });
  void window.loadURL(rendererUrl(location));
  return window;
}

/** Brings a window to the front (second instance, dock click). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
