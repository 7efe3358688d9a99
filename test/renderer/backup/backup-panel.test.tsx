import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestorePlanView } from '../../../shared/ipc/schemas/backup';
import { BackupPanel } from '../../../renderer/src/backup/BackupPanel';
import { showLanguage } from '../../../renderer/src/i18n/store';
import { installFakeApi, ok } from '../support/fake-api';

const PLAN: RestorePlanView = {
  items: [
    { part: 'profiles', id: 'p1', label: 'Trading desk', change: 'replaced' },
    { part: 'limits', id: 'p1', label: 'Trading desk', change: 'replaced' },
    { part: 'alerts', id: 'r1', label: 'BTC/CHF', change: 'added' },
    { part: 'loans', id: 'settings', label: 'settings', change: 'kept' },
    { part: 'preferences', id: 'preferences', label: 'preferences', change: 'replaced' },
    { part: 'archive', id: '2026-11-01-account-orders-0a1b2c3d4e', label: 'ACME AG · 2026-11-01', change: 'kept' },
  ],
  raised: [
    {
      profileId: 'p1',
      profile: 'Trading desk',
      limits: [{ limit: 'maxOrderValue', before: '1000', after: '25000.50' }],
    },
  ],
  secretsToEnter: ['Sandbox'],
};

/** The user picks a backup file in the panel's file picker. */
async function pick(label: string) {
  const file = new File(['{"format":"svc-desk-backup"}'], 'office-backup.json', { type: 'application/json' });
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }));
}

describe('Settings → Backup', () => {
  afterEach(async () => {
    cleanup();
    await showLanguage('en');
  });

  it('shows what a restore would change, the raised limits and the secrets to enter, before anything changes; restores on confirmation', async () => {
    const asked: { plan?: unknown; restore?: unknown } = {};
    const api = installFakeApi()
      .answerAlways('backup.upload', () => ok(null))
      .answerAlways('backup.plan', (input) => ((asked.plan = input), ok(PLAN)))
      .answerAlways('backup.restore', (input) => ((asked.restore = input), ok(PLAN)));
    render(<BackupPanel />);
    await pick('Choose a backup…');
    await waitFor(() =>
      expect(screen.getByText(/Restoring office-backup.json would change the following/)).toBeTruthy(),
    );
    // Only asked: nothing restored yet.
    expect(api.log).toEqual(['backup.upload', 'backup.plan']);
    expect(screen.getByText('1 added, 3 replaced, 2 kept')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'What restoring changes' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ProfilesTrading deskReplaced',
      'Trading limitsTrading deskReplaced',
      'Price alertsBTC/CHFAdded',
      'Loan monitorMonitor settingsKept',
      'PreferencesAppearance, language and dashboardReplaced',
      'Statement archiveACME AG · 2026-11-01Kept',
    ]);
    expect(screen.getByText('Trading desk: Max notional per order 1,000 → 25,000.50')).toBeTruthy();
    expect(screen.getByText(/the secret of this profile must be entered again .*: Sandbox/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Restore' })));
    expect(api.log.at(-1)).toBe('backup.restore');
    // The file that was planned is the one restored.
    expect(asked.restore).toEqual(asked.plan);
    await waitFor(() =>
      expect(
        screen.getByText('The backup was restored. Enter the secret of Sandbox again under Profiles.'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('backs up with the statement archive when ticked, and says where it was saved', async () => {
    const inputs: unknown[] = [];
    installFakeApi().answerAlways(
      'backup.create',
      (input) => (inputs.push(input), ok({ fileName: 'svc-desk-backup-2026-11-28.json', statements: 12 })),
    );
    render(<BackupPanel />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include the statement archive' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back up…' })));
    expect(inputs).toEqual([{ includeArchive: true }]);
    expect(await screen.findByText('Saved as svc-desk-backup-2026-11-28.json, with 12 statements.')).toBeTruthy();
  });

  it('says why a backup is refused, and shows no plan', async () => {
    installFakeApi()
      .answerAlways('backup.upload', () => ok(null))
      .answerAlways('backup.plan', () => ({
        ok: false,
        error: {
          kind: 'validation',
          message:
            'The trading limits in this backup do not match their checksum: the file was changed or damaged. Nothing was changed.',
        },
      }));
    render(<BackupPanel />);
    await pick('Choose a backup…');
    expect(await screen.findByText(/do not match their checksum/)).toBeTruthy();
    expect(screen.getByText('The backup cannot be restored')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('reads in German: the steps, the plan and its changes', async () => {
    installFakeApi()
      .answerAlways('backup.upload', () => ok(null))
      .answerAlways('backup.plan', () => ok(PLAN));
    await showLanguage('de');
    render(<BackupPanel />);
    expect(screen.getByText('Auszugsarchiv einschliessen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sichern…' })).toBeTruthy();
    await pick('Sicherung wählen…');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Was die Wiederherstellung ändert' })).toBeTruthy());
    expect(screen.getAllByText('Ersetzt').length).toBe(3);
    expect(screen.getByText('Handelslimiten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wiederherstellen' })).toBeTruthy();
    for (const english of ['Back up…', 'Restore', 'Replaced', 'Kept', 'Include the statement archive'])
      expect(screen.queryByText(english)).toBeNull();
  });
});
