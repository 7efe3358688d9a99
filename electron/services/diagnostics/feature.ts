import type { AppInfo } from '../../../shared/ipc/schemas/app';
import { proxyPasswordAccount } from '../profiles/profile-network';
import { MAIN_ERROR_LOG } from '../../main/error-log';
import type { ConnectionTracker } from '../clients/connection-tracker';
import type { Feature } from '../feature';
import type { LanguageService } from '../preferences/language';
import type { PreferencesService } from '../preferences/preferences-service';
import type { ProfileService } from '../profiles/profile-service';
import type { SecretStore } from '../secrets/secret-store';
import { collectDiagnostics } from './diagnostics';

/** Diagnostics as the window and browser mode use them. */
export interface DiagnosticsService {
  /** The scrubbed report. */
  collect(): Promise<unknown>;
  /** Puts the scrubbed report on the clipboard (Help → Copy diagnostics). */
  copy(): Promise<void>;
}

export interface DiagnosticsFeatureDeps {
  appInfo: Pick<AppInfo, 'name' | 'version' | 'electron'>;
  /** Where main-errors.log and the request log are. */
  logFolder: string;
  requestLog: string;
  profiles: Pick<ProfileService, 'records' | 'active'>;
  connection: Pick<ConnectionTracker, 'current'>;
  preferences: Pick<PreferencesService, 'get'>;
  language: Pick<LanguageService, 'current'>;
  secretStore: SecretStore;
  copyText: (text: string) => void;
}

/** The diagnostics feature: its service and the diagnostics.copy channel. */
export function createDiagnosticsFeature(deps: DiagnosticsFeatureDeps): Feature<DiagnosticsService, 'diagnostics'> {
  const collect = () =>
    collectDiagnostics({
      app: deps.appInfo,
      language: () => ({ choice: deps.preferences.get().language, language: deps.language.current() }),
      logFolder: deps.logFolder,
      errorLogs: [MAIN_ERROR_LOG],
      requestLogs: [deps.requestLog],
      profiles: () => deps.profiles.records(),
      activeProfileId: () => deps.profiles.active()?.id ?? null,
      connection: () => deps.connection.current(),
      // Read only to mask them wherever they appear; a keychain that cannot be read leaves the patterns to do it.
      secrets: async () => {
        const values = await Promise.all(
          deps.profiles
            .records()
            .flatMap((record) => [record.id, proxyPasswordAccount(record.id)])
            .map((account) => deps.secretStore.get(account).catch(() => null)),
        );
        return values.filter((secret): secret is string => secret !== null);
      },
    });
  const service: DiagnosticsService = {
    collect,
    async copy() {
      deps.copyText(`${JSON.stringify(await collect(), null, 2)}\n`);
    },
  };
  return {
    service,
    handlers: {
      'diagnostics.copy': async () => {
        await service.copy();
        return null;
      },
    },
    events: [],
  };
}
