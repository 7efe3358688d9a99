import { describe, expect, it } from 'vitest';
import type { ConfirmPort, ConfirmRequest } from '../../../../electron/services/confirm/confirm-port';
import { CANNOT_CONFIRM } from '../../../../electron/services/confirm/confirm-port';
import { guardedDialogs } from '../../../../electron/services/confirm/dialog-guard';

/** A dialog that records what it showed; `answer` settles the open one. */
function recordingDialog(): ConfirmPort & { shown: ConfirmRequest[]; answer(yes: boolean): void } {
  const shown: ConfirmRequest[] = [];
  let settle: ((yes: boolean) => void) | undefined;
  return {
    available: true,
    shown,
    ask: (request) => {
      shown.push(request);
      return new Promise((resolve) => (settle = resolve));
    },
    answer: (yes) => settle?.(yes),
  };
}

const request = (name: string): ConfirmRequest => ({
  title: 'Confirm a large order',
  message: 'BUY 1 BTC?',
  detail: `Customer: 1\nProfile: ${name}`,
  confirmLabel: 'Send order',
});

describe("main's dialogs as a page can reach them", () => {
  it('show no forging characters, keeping the lines main put there (names are refused or cleaned where they come from)', async () => {
    const dialog = recordingDialog();
    const guarded = guardedDialogs(dialog);
    const asked = guarded.ask(request('Desk\rConfirmed by SVC Desk\u2028: yes\u202E\0'));
    dialog.answer(true);
    expect(await asked).toBe(true);
    expect(dialog.shown[0]!.detail).toBe('Customer: 1\nProfile: DeskConfirmed by SVC Desk: yes');
  });

  it('refuse a second dialog while one is open, and more than four a minute, without showing them', async () => {
    let now = 0;
    const dialog = recordingDialog();
    const guarded = guardedDialogs(dialog, { now: () => now });
    const first = guarded.ask(request('A'));
    await expect(guarded.ask(request('B'))).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringContaining('Another confirmation is open'),
    });
    dialog.answer(false);
    expect(await first).toBe(false);
    for (let index = 0; index < 3; index += 1) {
      const next = guarded.ask(request(String(index)));
      dialog.answer(false);
      await next;
    }
    await expect(guarded.ask(request('fifth'))).rejects.toMatchObject({
      kind: 'limit',
      message: expect.stringContaining('too many confirmations'),
    });
    expect(dialog.shown).toHaveLength(4);
    now += 60_000;
    const later = guarded.ask(request('later'));
    dialog.answer(true);
    expect(await later).toBe(true);
    expect(dialog.shown).toHaveLength(5);
  });

  it('leave a port that cannot ask as it is', () => {
    expect(guardedDialogs(CANNOT_CONFIRM)).toBe(CANNOT_CONFIRM);
  });
});
