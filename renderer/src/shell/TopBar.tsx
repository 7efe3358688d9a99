import { ConnectionStatus } from '../connection/ConnectionStatus';
import { CustomerPicker } from '../customers/CustomerPicker';
import { useActiveProfile, useProfiles } from '../profiles/store';
import { EnvironmentBadge } from './EnvironmentBadge';
import { navigate } from './store';
import { useT } from '../i18n/store';

/** The bar across the top: who we are connected as, for which customer, and how healthy the link is. */
export function TopBar(): React.JSX.Element {
  const profile = useActiveProfile();
  const profiles = useProfiles();
  const t = useT();
  return (
    <header className={`topbar${profile ? ` topbar-${profile.environment}` : ''}`}>
      <div className="topbar-profile">
        {profile ? (
          <>
            <span className="topbar-caption">{t('shell.topbar.profile')}</span>
            <span className="profile-name" title={profile.baseUrl}>
              {profile.name}
            </span>
            <EnvironmentBadge environment={profile.environment} />
          </>
        ) : profiles.status === 'loading' ? (
          <span className="muted">{t('shell.topbar.loadingProfiles')}</span>
        ) : (
          <button type="button" className="button button-small" onClick={() => navigate('settings')}>
            {t('shell.topbar.chooseProfile')}
          </button>
        )}
      </div>
      {profile ? <CustomerPicker /> : null}
      <div className="topbar-spacer" />
      <ConnectionStatus />
    </header>
  );
}
