import { APP_ID } from '../../../main/app-id';
import { MAIN_ERROR_LOG } from '../../../main/error-log';
import { DATA_FILES } from '../../../services/app-options';
import { readOnly } from '../../../services/backup/data-folder';
import { collectDiagnostics } from '../../../services/diagnostics/diagnostics';
import { createLanguageService, environmentLanguages } from '../../../services/preferences/language';
import { createKeytarSecretStore } from '../../../services/secrets/keytar-store';
import { defineLocalCommand, UsageError, type CommandValues } from '../command';
import { PRODUCT_NAME } from '../data-dir';
import { appFolders, thisMachine } from '../../../services/storage/app-folders';
import { DESK_ERROR_LOG } from '../error-log';
import { DESK_REQUEST_LOG } from '../services';

/** `desk diagnostics`: what Help → Copy diagnostics copies, for the data folder (no profile or connection needed). */
export const diagnosticsCommand = defineLocalCommand({
  name: 'diagnostics',
  summary: 'Print versions, system, profiles, the last errors and failed requests, scrubbed of every secret',
  usage: `Usage: npm run -s desk -- [--data-dir DIR] diagnostics

Prints what the app's Help → Copy diagnostics copies: the app's, Electron's and Node's versions, the system, the
language, each profile's environment and address, the last errors of main-errors.log and desk-errors.log and the
last failed requests of the request logs. Secrets, signatures, nonces and tokens are removed.`,
  parse(values: CommandValues) {
    if (Object.values(values).some((value) => value !== undefined))
      throw new UsageError('`diagnostics` takes no options.');
    return {};
  },
  async runLocal(ctx) {
    // Damaged files are the app's to set aside; diagnostics report what can be read.
    const profiles = await readOnly(ctx.dataDir, 'profiles').catch(() => null);
    const preferences = await readOnly(ctx.dataDir, 'preferences').catch(() => null);
    const choice = preferences?.preferences.language ?? 'system';
    const language = await createLanguageService({
      choice: () => choice,
      systemLanguages: () => environmentLanguages(ctx.env as NodeJS.ProcessEnv),
    });
    const keychain = ctx.keychain ?? createKeytarSecretStore(ctx.env['SVC_DESK_KEYCHAIN_SERVICE'] || APP_ID);
    const records = profiles?.profiles ?? [];
    return collectDiagnostics({
      app: { name: PRODUCT_NAME, version: ctx.appVersion, electron: null },
      language: () => ({ choice, language: language.current() }),
      // Where the window writes them (Help → Open logs folder shows the same folder).
      logFolder: appFolders(ctx.dataDir, thisMachine(ctx.env)).logs,
      errorLogs: [MAIN_ERROR_LOG, DESK_ERROR_LOG],
      requestLogs: [DATA_FILES.requestLog, DESK_REQUEST_LOG],
      profiles: () => records,
      activeProfileId: () => profiles?.activeProfileId ?? null,
      connection: () => null,
      // Read only to mask them: a keychain that cannot be read leaves the patterns to do it.
      secrets: async () =>
        (await Promise.all(records.map((record) => keychain.get(record.id).catch(() => null)))).filter(
          (secret): secret is string => secret !== null,
        ),
    });
  },
});
