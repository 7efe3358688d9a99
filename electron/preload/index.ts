// The renderer's only door to main. Built as one CommonJS file (sandboxed
// preloads cannot be ES modules). It exposes one method per operation and
// one listener per push event, never ipcRenderer itself or a generic invoke;
// main validates every argument, so nothing is checked here.
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopApi } from '../../shared/ipc/api';
import { ipcChannel, ipcEventChannel, ipcEvents, ipcMethods, serviceChannel } from '../../shared/ipc/names';
import type { IpcDomain } from '../../shared/ipc/names';
import { serviceEndpointNames } from '../../shared/ipc/service-names';

type Invoke = (input?: unknown) => Promise<unknown>;

function invoker(channel: string): Invoke {
  // Only the argument crosses; extra arguments a page might pass are dropped.
  return (input) => ipcRenderer.invoke(channel, input);
}

function buildApi(): DesktopApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const domain of Object.keys(ipcMethods) as IpcDomain[]) {
    const methods: Record<string, Invoke> = {};
    for (const method of ipcMethods[domain]) methods[method] = invoker(ipcChannel(domain, method as never));
    api[domain] = methods;
  }
  const service: Record<string, Invoke> = {};
  for (const name of serviceEndpointNames) service[name] = invoker(serviceChannel(name));
  api['service'] = service;

  const on: Record<string, (listener: (payload: unknown) => void) => () => void> = {};
  for (const event of ipcEvents) {
    const channel = ipcEventChannel(event);
    on[event] = (listener) => {
      // The IpcRendererEvent (with its sender) never reaches the page.
      const forward = (_event: Electron.IpcRendererEvent, payload: unknown): void => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    };
  }
  api['on'] = on;
  return api as unknown as DesktopApi;
}

contextBridge.exposeInMainWorld('api', buildApi());
