import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { ipcMain } from 'electron';
import { ipcEventChannel, ipcEvents } from '../../shared/ipc/names';
import type { IpcResult } from '../../shared/ipc/result';
import { ipcFail } from '../../shared/ipc/result';
import type { Dispatcher } from '../ipc/dispatch';
import { isTrustedSender } from '../ipc/sender';
import type { RendererLocation } from './renderer-location';

const REFUSED: IpcResult<never> = ipcFail('forbidden', "Refused: the request did not come from SVC Desk's own window.");

/** The facts isTrustedSender decides on, read from an Electron IPC event. */
export function senderFacts(event: IpcMainInvokeEvent, window: BrowserWindow | null) {
  const frame = event.senderFrame;
  return {
    fromMainWindow: window !== null && !window.isDestroyed() && event.sender === window.webContents,
    isMainFrame: frame !== null && frame.parent === null,
    frameUrl: frame?.url ?? null,
  };
}

/**
 * Registers one ipcMain handler per channel. Each refuses any sender but the
 * top frame of our window showing our renderer, then hands the first
 * argument (unknown until parsed) to the dispatcher. The dispatcher may still
 * be starting (profiles, simulator): calls wait for it. Returns the unregister.
 */
export function registerIpc(
  channels: readonly string[],
  dispatcher: Promise<Dispatcher>,
  window: () => BrowserWindow | null,
  location: RendererLocation,
): () => void {
  for (const channel of channels) {
    ipcMain.handle(channel, async (event, arg: unknown) => {
      if (!isTrustedSender(senderFacts(event, window()), location)) return REFUSED;
      return (await dispatcher).dispatch(channel, arg);
    });
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}

/** Forwards every push event to the main window's renderer. Returns the unsubscribe. */
export function forwardEvents(dispatcher: Dispatcher, window: () => BrowserWindow | null): () => void {
  const unsubscribes = ipcEvents.map((event) =>
    dispatcher.subscribe(event, (payload) => {
      const target = window();
      if (target && !target.isDestroyed()) target.webContents.send(ipcEventChannel(event), payload);
    }),
  );
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}
