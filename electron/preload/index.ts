// The renderer's only door to main. Built as one CommonJS file (sandboxed
// preloads cannot be ES modules). It exposes one method per operation and
// one listener per push event (shared/ipc/build-api.ts, the same builder
// browser mode uses), never ipcRenderer itself or a generic invoke; main
// validates every argument, so nothing is checked here.
import { contextBridge, ipcRenderer } from 'electron';
import { buildDesktopApi } from '../../shared/ipc/build-api';

const api = buildDesktopApi({
  invoke: (channel, input) => ipcRenderer.invoke(channel, input),
  listen: (channel, listener) => {
    // The IpcRendererEvent (with its sender) never reaches the page.
    const forward = (_event: Electron.IpcRendererEvent, payload: unknown): void => listener(payload);
    ipcRenderer.on(channel, forward);
    return () => {
      ipcRenderer.removeListener(channel, forward);
    };
  },
});

contextBridge.exposeInMainWorld('api', api);
