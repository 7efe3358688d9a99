import type { LoadOutcome } from '../storage/versioned-json-file';
import type { ProfilesFile } from './profile-record';

/** What the user is told about a profiles file that could not be used as it is (null: it loaded, or there was none). */
export function profilesFileNotice(outcome: LoadOutcome<ProfilesFile>): { title: string; message: string } | null {
  if (outcome.status === 'corrupt') {
    return {
      title: 'Profiles could not be read',
      message: `The profiles file could not be used because ${outcome.reason}. It was kept as ${outcome.backupPath} and SVC Desk started with default profiles. Secrets in the OS keychain were not touched; enter them again for new profiles.`,
    };
  }
  if (outcome.status !== 'newer') return null;
  return {
    title: 'Profiles opened read-only',
    message: `The profiles file (profiles.json) was written by a newer version of SVC Desk (format version ${outcome.version}), so it is left untouched and ${outcome.data ? 'opened read-only' : 'not shown: this version cannot read it'}. Profile changes cannot be saved until you use the newer version again; switching profiles, the local simulator and the customer you pick work for this session only.`,
  };
}
