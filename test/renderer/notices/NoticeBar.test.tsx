import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/ipc/schemas/app';
import { NoticeBar } from '../../../renderer/src/notices/NoticeBar';
import { loadNotices, resetNoticesStore } from '../../../renderer/src/notices/store';
import { connectNoticesEvents } from '../../../renderer/src/notices/events';
import type { FakeApi } from '../support/fake-api';
import { installFakeApi, ok } from '../support/fake-api';
import { connectPreferencesEvents } from '../../../renderer/src/preferences/events';

const DAMAGED: Notice = {
  id: 'n1',
  level: 'warning',
  title: 'Profiles could not be read',
  message: 'The profiles file was kept aside.',
  time: '2025-01-01T00:00:00.000Z',
};

describe('start-up notices', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetNoticesStore();
  });
  afterEach(cleanup);

  it('says when they could not be loaded, and a retry shows them', async () => {
    render(<NoticeBar />);
    const first = loadNotices();
    await act(async () => {
      api
        .pending('app.notices')[0]!
        .answer({ ok: false, error: { kind: 'internal', message: 'The app could not reach its background process.' } });
      await first;
    });
    expect(screen.getByRole('alert').textContent).toContain('Start-up notices could not be loaded.');
    expect(screen.getByRole('alert').textContent).toContain('The app could not reach its background process.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => api.pending('app.notices')[0]!.answer(ok([DAMAGED])));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Profiles could not be read');
  });
});

describe('notices and the language', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
    resetNoticesStore();
  });
  afterEach(cleanup);

  it('fetches the notices again when the preferences change, so those shown change language too', async () => {
    const stop = connectNoticesEvents();
    // The preferences' push is followed by preferences/events.ts, which fetches the notices again.
    const stopPreferences = connectPreferencesEvents();
    render(<NoticeBar />);
    const first = loadNotices();
    await act(async () => {
      api.pending('app.notices')[0]!.answer(ok([DAMAGED]));
      await first;
    });
    expect(screen.getByRole('status').textContent).toContain('Profiles could not be read');

    // Main lists its notices in the language the new preferences choose.
    await act(async () => {
      api.emit('preferencesChanged', { language: 'de' });
      await Promise.resolve();
    });
    await act(async () =>
      api.pending('app.notices')[0]!.answer(ok([{ ...DAMAGED, title: 'Profile konnten nicht gelesen werden' }])),
    );
    expect(screen.getByRole('status').textContent).toContain('Profile konnten nicht gelesen werden');
    expect(screen.getByRole('status').textContent).not.toContain('Profiles could not be read');
    stop();
    stopPreferences();
  });
});
