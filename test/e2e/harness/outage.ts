import { controlClient } from '../../../electron/simulator/control-client';
import type { AppHandle } from './app';

/** The most requests one fault may apply to (the control plane's limit): far more than a screen makes. */
const OUTAGE_REQUESTS = 1000;

/**
 * Takes the app's service away as a network outage: every API request is cut
 * without an answer (a network error to the app, as when the service stops),
 * while the embedded simulator keeps running, so clearing the faults brings
 * the same app back (one app serves the screens before and after).
 */
export async function cutService(app: AppHandle): Promise<void> {
  const running = await app.services.simulator;
  if (!running) throw new Error('The app has no embedded simulator to take away.');
  await controlClient(running).injectFault({ method: '*', path: '/**', kind: 'drop', count: OUTAGE_REQUESTS });
}
