import type { Environment } from '../../../shared/ipc/schemas/profiles';
import { useT } from '../i18n/store';
import type { MessageKey } from '../../../shared/i18n/catalogue/messages';

const labels: Record<Environment, MessageKey> = {
  production: 'shell.environment.production',
  sandbox: 'shell.environment.sandbox',
  simulator: 'shell.environment.simulator',
};

/** The environment a profile talks to; production is red so nobody mistakes it for a test. */
export function EnvironmentBadge(props: { environment: Environment; size?: 'small' }): React.JSX.Element {
  const classes = ['env-badge', `env-${props.environment}`, props.size === 'small' ? 'env-badge-small' : ''].join(' ');
  const t = useT();
  return <span className={classes}>{t(labels[props.environment])}</span>;
}
