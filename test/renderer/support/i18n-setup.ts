import { beforeEach } from 'vitest';
import { showLanguage } from '../../../renderer/src/i18n/store';

// Views draw their words through the catalogue: every renderer test starts with the English one shown,
// as the app does once main answered (a test that switches language switches it itself).
beforeEach(async () => {
  await showLanguage('en');
});
