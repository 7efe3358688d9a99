import { describe, expect, it } from 'vitest';
import { createFailedDispatcher } from '../../../electron/ipc/dispatch';

describe('createFailedDispatcher', () => {
  it('answers every channel with why the app could not start, instead of throwing', async () => {
    const dispatcher = createFailedDispatcher(new Error("EACCES: permission denied, mkdir '/home/u/.config/SVC Desk'"));
    expect(dispatcher.channels).toContain('profiles.list');
    expect(dispatcher.channels).toContain('custody.accounts');
    expect(await dispatcher.dispatch('profiles.list', undefined)).toEqual({
      ok: false,
      error: {
        kind: 'storage',
        message: "SVC Desk could not start: EACCES: permission denied, mkdir '/home/u/.config/SVC Desk'",
      },
    });
    expect(dispatcher.subscribe('notice', () => undefined)).toBeTypeOf('function');
  });
});
