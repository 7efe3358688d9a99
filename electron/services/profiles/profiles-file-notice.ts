import { message, type Message } from '../../../shared/i18n/message';
import { setAsideMessage } from '../storage/file-words';
import type { LoadOutcome } from '../storage/versioned-json-file';
import type { ProfilesFile } from './profile-record';

/** The name of the profiles file, as the notices show it. */
const PROFILES_FILE = 'profiles.json';

/** What the user is told about a profiles file that could not be used as it is (null: it loaded, or there was none). */
export function profilesFileNotice(outcome: LoadOutcome<ProfilesFile>): { title: Message; message: Message } | null {
  if (outcome.status === 'corrupt') {
    return {
      title: message('files.title.profilesNotRead'),
      message: setAsideMessage('profiles', PROFILES_FILE, outcome, 'files.after.defaultProfiles'),
    };
  }
  if (outcome.status !== 'newer') return null;
  return {
    title: message('files.title.profilesReadOnly'),
    message: message('files.profilesNewer', {
      file: PROFILES_FILE,
      version: String(outcome.version),
      opened: outcome.data ? 'yes' : 'no',
    }),
  };
}
