import { powerMonitor } from 'electron';
import type { AppServices } from '../services/app-services';
import type { WakeCause } from '../services/power/wake';

/**
 * Forwards the OS's resume and unlock to the services (thin: the reaction is electron/services/power;
 * powerMonitor is only usable once the app is ready, which the services' promise implies). A wake before
 * the services are up changes nothing: they start with fresh clocks and a first check anyway.
 */
export function wirePowerMonitor(services: Promise<AppServices>): void {
  void services
    .then((ready) => {
      const wake = (cause: WakeCause) => () =>
        void ready.power.wake(cause).catch((error: unknown) => console.error('wake failed', error));
      powerMonitor.on('resume', wake('resume'));
      // Locked without sleeping, or woken to the lock screen: checked and reloaded once the user is back.
      powerMonitor.on('unlock-screen', wake('unlock'));
    })
    .catch(() => undefined);
}
