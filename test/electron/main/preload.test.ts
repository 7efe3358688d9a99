import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '../../../shared/ipc/api';
import { ipcEventChannel, ipcEvents, ipcMethods } from '../../../shared/ipc/names';
import { contextBridge, ipcRenderer } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

let api: DesktopApi;
beforeAll(async () => {
  await import('../../../electron/preload/index');
  api = contextBridge.exposed.get('api') as DesktopApi;
});

describe('preload', () => {
  it('exposes only window.api', () => {
    expect([...contextBridge.exposed.keys()]).toEqual(['api']);
  });

  it('has one method per domain operation (reads included), no raw service pass-through and no generic invoke', () => {
    const expected = Object.fromEntries(
      Object.entries(ipcMethods).map(([domain, methods]) => [domain, [...methods].sort()]),
    );
    for (const [domain, methods] of Object.entries(expected)) {
      expect(Object.keys((api as unknown as Record<string, object>)[domain]!).sort()).toEqual(methods);
    }
    expect(Object.keys(api).sort()).toEqual([...Object.keys(ipcMethods), 'on'].sort());
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/invoke|send|ipc/i);
  });

  it('invokes the method channel with the single argument', async () => {
    ipcRenderer.invoke.mockClear();
    await api.profiles.activate({ id: 'abc' });
    await api.custody.accounts({ profileId: 'abc', customer: '5' });
    await (api.profiles.list as (...args: unknown[]) => Promise<unknown>)(undefined, 'sneaky extra');
    expect(ipcRenderer.invoke.mock.calls).toEqual([
      ['profiles.activate', { id: 'abc' }],
      ['custody.accounts', { profileId: 'abc', customer: '5' }],
      ['profiles.list', undefined],
    ]);
  });

  it('delivers push payloads without the IPC event, and unsubscribes', () => {
    expect(Object.keys(api.on).sort()).toEqual([...ipcEvents].sort());
    const received: unknown[][] = [];
    const off = api.on.customerChanged((...args: unknown[]) => received.push(args));
    ipcRenderer.emit(
      ipcEventChannel('customerChanged'),
      { sender: 'ipc event' },
      { profileId: 'p', customerNumber: 1 },
    );
    off();
    ipcRenderer.emit(
      ipcEventChannel('customerChanged'),
      { sender: 'ipc event' },
      { profileId: 'p', customerNumber: 2 },
    );
    expect(received).toEqual([[{ profileId: 'p', customerNumber: 1 }]]);
    expect(ipcRenderer.listenerCount(ipcEventChannel('customerChanged'))).toBe(0);
  });
});
