import { afterEach, describe, expect, it, vi } from 'vitest';
import { allInvokeChannels, ipcEventChannel } from '../../../shared/ipc/names';
import { forwardEvents, registerIpc } from '../../../electron/main/ipc';
import type { Dispatcher } from '../../../electron/ipc/dispatch';
import { createEventBus } from '../../../electron/services/events';
import { BrowserWindow, ipcMain } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

const location = { kind: 'app', root: '/app/out/renderer' } as const;
const OWN_URL = 'app://svc-desk/index.html';

function fakeDispatcher() {
  const events = createEventBus();
  const dispatch = vi.fn((channel: string, arg: unknown) =>
    Promise.resolve({ ok: true as const, value: { channel, arg } }),
  );
  const dispatcher: Dispatcher = { channels: [], dispatch, subscribe: events.subscribe };
  return { dispatcher, dispatch, events };
}

function setup() {
  const window = new BrowserWindow({});
  const { dispatcher, dispatch, events } = fakeDispatcher();
  const channels = allInvokeChannels();
  const unregister = registerIpc(channels, Promise.resolve(dispatcher), () => window as never, location);
  const invoke = (channel: string, event: object, ...args: unknown[]) => {
    const handler = ipcMain.handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  };
  const ownFrame = { url: OWN_URL, parent: null };
  return { window, dispatcher, dispatch, events, channels, unregister, invoke, ownFrame };
}

afterEach(() => {
  ipcMain.handlers.clear();
});

describe('registerIpc', () => {
  it('registers one handler per channel: every domain method, reads included, and no raw service pass-through', () => {
    const { channels } = setup();
    expect([...ipcMain.handlers.keys()].sort()).toEqual([...channels].sort());
    expect(channels).toContain('profiles.list');
    expect(channels).toContain('custody.accounts');
    expect(channels.filter((channel) => channel.startsWith('service:'))).toEqual([]);
  });

  it('passes the first argument of our own top frame to the dispatcher, and nothing else', async () => {
    const { window, invoke, dispatch, ownFrame } = setup();
    const answer = await invoke(
      'profiles.activate',
      { sender: window.webContents, senderFrame: ownFrame },
      { id: 'x' },
      'extra',
    );
    expect(answer).toEqual({ ok: true, value: { channel: 'profiles.activate', arg: { id: 'x' } } });
    expect(dispatch).toHaveBeenCalledWith('profiles.activate', { id: 'x' });
  });

  it.each([
    [
      'an iframe of our page',
      (w: BrowserWindow) => ({ sender: w.webContents, senderFrame: { url: OWN_URL, parent: { url: OWN_URL } } }),
    ],
    [
      'a foreign URL in our window',
      (w: BrowserWindow) => ({
        sender: w.webContents,
        senderFrame: { url: 'https://evil.example.com/', parent: null },
      }),
    ],
    [
      'a local file',
      (w: BrowserWindow) => ({
        sender: w.webContents,
        senderFrame: { url: 'file:///app/out/renderer/index.html', parent: null },
      }),
    ],
    [
      'another app:// host',
      (w: BrowserWindow) => ({ sender: w.webContents, senderFrame: { url: 'app://evil/index.html', parent: null } }),
    ],
    ['a frame that is gone', (w: BrowserWindow) => ({ sender: w.webContents, senderFrame: null })],
    [
      'another window',
      () => ({ sender: new BrowserWindow({}).webContents, senderFrame: { url: OWN_URL, parent: null } }),
    ],
  ])('refuses %s without calling the dispatcher', async (_case, event) => {
    const { window, invoke, dispatch } = setup();
    const answer = await invoke('secrets.set', event(window), { profileId: 'x', secret: 's' });
    expect(answer).toEqual({ ok: false, error: { kind: 'forbidden', message: expect.stringContaining('Refused') } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('refuses everything once the window is destroyed', async () => {
    const { window, invoke, dispatch, ownFrame } = setup();
    window.destroyed = true;
    expect(await invoke('profiles.list', { sender: window.webContents, senderFrame: ownFrame })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('unregisters every handler', () => {
    const { unregister } = setup();
    unregister();
    expect(ipcMain.handlers.size).toBe(0);
  });
});

describe('forwardEvents', () => {
  it('sends push events to the main window on their event channel until unsubscribed', () => {
    const window = new BrowserWindow({});
    const { dispatcher, events } = fakeDispatcher();
    const stop = forwardEvents(dispatcher, () => window as never);
    events.emit('customerChanged', { profileId: 'p', customerNumber: '3' });
    expect(window.webContents.sent).toEqual([
      { channel: ipcEventChannel('customerChanged'), payload: { profileId: 'p', customerNumber: '3' } },
    ]);
    stop();
    events.emit('customerChanged', { profileId: 'p', customerNumber: '4' });
    expect(window.webContents.sent).toHaveLength(1);
  });

  it('drops events while there is no window', () => {
    const { dispatcher, events } = fakeDispatcher();
    forwardEvents(dispatcher, () => null);
    expect(() =>
      events.emit('notice', { id: '1', level: 'info', title: 't', message: 'm', time: 'now' }),
    ).not.toThrow();
  });
});
