import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../shared/ipc/schemas/updates';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { SettingsView } from '../../../renderer/src/settings/SettingsView';
import { askSettingsTab } from '../../../renderer/src/settings/settings-tab';
import { UpdatesPanel } from '../../../renderer/src/updates/UpdatesPanel';
import { connectUpdatesEvents } from '../../../renderer/src/updates/events';
import { resetUpdatesStore } from '../../../renderer/src/updates/store';
import { installFakeApi, ok } from '../support/fake-api';
import { pageWords } from '../support/page-words';
import { flush, resetStores } from '../support/settle';

const AVAILABLE: UpdateStatus = {
  state: 'available',
  currentVersion: '1.1.0',
  feedUrl: 'https://mirror.office.example/desk',
  feedFrom: 'office',
  canDownload: true,
  autoDownload: false,
  checkedAt: '2026-11-28T08:00:00.000Z',
  offered: {
    version: '1.2.0',
    releaseDate: '2026-11-20T09:00:00.000Z',
    releaseNotes: '• Faster Book',
    downloadUrl: null,
  },
  progress: null,
  problem: null,
  officeFileProblem: null,
};

afterEach(async () => {
  cleanup();
  resetStores();
  resetUpdatesStore();
  await showLanguage('en');
});

describe('Settings → Updates', () => {
  it('shows in German the version offered, what changed, and Download; no English words', async () => {
    installFakeApi().answerAlways('updates.status', () => ok(AVAILABLE));
    await showLanguage('de');
    await act(async () => {
      render(<UpdatesPanel />);
    });
    await flush();
    expect(screen.getByRole('heading', { name: 'Updates' })).toBeTruthy();
    expect(screen.getByText('Dies ist SVC Desk 1.1.0.')).toBeTruthy();
    expect(
      screen.getByText('Updates kommen von der Quelle Ihres Büros: https://mirror.office.example/desk'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^SVC Desk 1\.2\.0 ist verfügbar\. Zuletzt geprüft: /);
    expect(
      screen.getByRole('heading', { name: /^Was sich in 1\.2\.0 geändert hat \(veröffentlicht am / }),
    ).toBeTruthy();
    expect(screen.getByText('• Faster Book')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt prüfen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1.2.0 herunterladen' })).toBeTruthy();
    for (const words of [
      'This is',
      'Updates come from',
      'is available',
      'Last checked',
      'What changed',
      'Check now',
      'Download',
    ])
      expect(pageWords()).not.toContain(words);
  });

  it('downloads only when asked, and follows main’s pushes to downloaded (installed at quit)', async () => {
    const api = installFakeApi()
      .answerAlways('updates.status', () => ok(AVAILABLE))
      .answerAlways('updates.download', () =>
        ok({ ...AVAILABLE, state: 'downloading', progress: { transferred: 1, total: 4 } }),
      );
    const unsubscribe = connectUpdatesEvents();
    await act(async () => {
      render(<UpdatesPanel />);
    });
    await flush();
    expect(api.log).not.toContain('updates.download');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download 1.2.0' })));
    expect(api.log).toContain('updates.download');
    expect(screen.getByRole('status').textContent).toMatch(/^Downloading SVC Desk 1\.2\.0… 25\.00/);
    await act(async () => api.emit('updateStatus', { ...AVAILABLE, state: 'downloaded' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /^SVC Desk 1\.2\.0 is downloaded and will be installed when you quit SVC Desk\./,
    );
    expect(screen.queryByRole('button', { name: 'Download 1.2.0' })).toBeNull();
    unsubscribe();
  });

  it('shows an unreachable feed quietly, and browser mode where to get the new version', async () => {
    installFakeApi().answerAlways('updates.status', () =>
      ok({
        ...AVAILABLE,
        state: 'unreachable',
        canDownload: false,
        offered: null,
        problem: 'connect ECONNREFUSED 127.0.0.1:9',
      }),
    );
    await act(async () => {
      render(<UpdatesPanel />);
    });
    await flush();
    expect(screen.getByRole('status').textContent).toMatch(/^The update feed could not be reached\./);
    expect(screen.getByText('Reason: connect ECONNREFUSED 127.0.0.1:9')).toBeTruthy();
    // No alert to dismiss, no error box: a line in the tab.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens on the Updates tab when Help → Check for updates asked for it', async () => {
    installFakeApi()
      .answerAlways('updates.status', () =>
        ok({
          ...AVAILABLE,
          canDownload: false,
          offered: { ...AVAILABLE.offered!, downloadUrl: 'https://mirror.office.example/desk/svc-desk-1.2.0.AppImage' },
        }),
      )
      .answerAlways('profiles.list', () => ok({ profiles: [], activeProfileId: null }));
    askSettingsTab('updates');
    await act(async () => {
      render(<SettingsView />);
    });
    await flush();
    expect(screen.getByRole('tab', { name: 'Updates', selected: true })).toBeTruthy();
    expect(screen.getByText('Get it from https://mirror.office.example/desk/svc-desk-1.2.0.AppImage')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download 1.2.0' })).toBeNull();
  });
});
