/** What woke the app's watches: the OS said it resumed or unlocked, or the wall clock jumped (browser mode, the desk). */
export type WakeCause = 'resume' | 'unlock' | 'clock-jump';

/** What a wake sets going: the services' own ways of checking again (app-services.ts supplies them). */
export interface WakePort {
  /** Every service client measures the service's clock before its next signed request. */
  remeasureClocks(): void;
  /** The loan watchdog checks at once (when it is running). */
  checkLoans(): Promise<unknown>;
  /** The price alerts check at once (when they are watched). */
  checkAlerts(): Promise<unknown>;
  /** Tells every screen to reload its data (the `resumed` push event). */
  announce(payload: { at: string; cause: WakeCause }): void;
  /** Epoch ms. */
  now(): number;
  onError?: (error: unknown) => void;
}

/**
 * A resume is often followed by an unlock (and, in browser mode, a clock jump seen by the same sleep):
 * one reaction for them all. Longer than the time from waking to typing a password.
 */
export const WAKE_QUIET_MS = 60_000;

/**
 * The app's reaction to a machine that slept: the clocks are measured again first (a laptop's clock is
 * often set on waking), then the loan watchdog and price alerts check at once and every screen reloads.
 * Plain Node: Electron's powerMonitor (main/power.ts) and the clock-jump detector only call `wake`.
 * Answers once the checks settled (a failing check is reported, never thrown).
 */
export function createWakeReaction(port: WakePort): { wake(cause: WakeCause): Promise<void> } {
  let lastWake = -Infinity;
  const report = port.onError ?? ((error: unknown) => console.error('check after waking failed', error));
  return {
    async wake(cause) {
      const now = port.now();
      if (now - lastWake < WAKE_QUIET_MS && now >= lastWake) return;
      lastWake = now;
      port.remeasureClocks();
      const checks = [port.checkLoans(), port.checkAlerts()].map((check) => check.catch(report));
      port.announce({ at: new Date(now).toISOString(), cause });
      await Promise.all(checks);
    },
  };
}
