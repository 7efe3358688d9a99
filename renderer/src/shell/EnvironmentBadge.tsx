import type { Environment } from '../../../shared/ipc/schemas/profiles';

const labels: Record<Environment, string> = { production: 'Production', sandbox: 'Sandbox', simulator: 'Simulator' };

/** The environment a profile talks to; production is red so nobody mistakes it for a test. */
export function EnvironmentBadge(props: { environment: Environment; size?: 'small' }): React.JSX.Element {
  const classes = ['env-badge', `env-${props.environment}`, props.size === 'small' ? 'env-badge-small' : ''].join(' ');
  return <span className={classes}>{labels[props.environment]}</span>;
}
