import { ProblemError, type PriceShockResult, type WorldClockView, type WorldControl } from '../contract';
import { DAY, iso, type Clock } from './clock';
import type { WorldContext } from './context';
import { cryptoAsset } from './market/assets';
import { text } from './money';

/** Largest clock jump in one call: a year and a day (every due process runs inside the call). */
export const MAX_CLOCK_JUMP_MS = 366 * DAY;
/** A shock may at most multiply a price by 100 (+9900 %) and must leave it above zero (> -100 %). */
export const MAX_SHOCK_PERCENT = 9900;

/**
 * The world's side of the loopback control plane: price shocks and clock jumps.
 * `advance` brings every process up to the clock (the same step every request takes).
 */
export function createWorldControl(
  context: WorldContext,
  clock: Clock,
  advance: () => void,
  changed: () => void,
): WorldControl {
  const view = (): WorldClockView => ({ simTime: iso(clock.sim()), wallTime: iso(clock.wall()) });
  return {
    shockPrice(asset, percent) {
      const crypto = cryptoAsset(asset);
      if (!crypto) throw new ProblemError(404, 'Not Found', `No crypto asset ${asset} trades in the simulated market.`);
      if (!Number.isFinite(percent) || percent <= -100 || percent > MAX_SHOCK_PERCENT || percent === 0) {
        throw new ProblemError(
          400,
          'Bad Request',
          `percent must be a non-zero number above -100 and at most ${MAX_SHOCK_PERCENT}.`,
        );
      }
      // Everything due before the shock happens at the old price.
      advance();
      const at = clock.sim();
      const before = context.market.rate(asset, 'USD', at);
      context.store.state.shocks.push({ cryptoIndex: crypto.index, at, factor: 1 + percent / 100 });
      const after = context.market.rate(asset, 'USD', at);
      changed();
      const result: PriceShockResult = {
        asset,
        percent,
        at: iso(at),
        usdBefore: before ? text(before) : '0',
        usdAfter: after ? text(after) : '0',
      };
      return result;
    },
    advanceClock(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0 || ms > MAX_CLOCK_JUMP_MS) {
        throw new ProblemError(
          400,
          'Bad Request',
          `The clock moves forward by 1 ms to ${MAX_CLOCK_JUMP_MS} ms (366 days) at a time.`,
        );
      }
      advance();
      clock.jump(ms);
      advance();
      changed();
      // The time the world was brought to and saved at, not the clock a moment later: a restart (even after kill -9
      // right after this answer) never shows a time before the one acknowledged.
      return { simTime: iso(context.store.state.simTime), wallTime: iso(clock.wall()) };
    },
    clock: view,
  };
}
