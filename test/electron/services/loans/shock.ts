import Big from 'big.js';
import type { LoanReport } from '../../../../shared/api/schemas/loans';
import type { ControlClient } from '../../../../electron/simulator/control-client';

/**
 * Shocks every collateral asset of a portfolio by the same percent so its LTV
 * moves from `current` to about `target` (loans fixed: LTV scales with
 * 1 / collateral value).
 */
export async function shockTo(
  control: ControlClient,
  assets: readonly string[],
  current: string,
  target: string,
): Promise<void> {
  // factor = current / target; percent = (factor − 1) × 100, to 4 decimals.
  const percent = new Big(current).div(target).minus(1).times(100).round(4);
  if (percent.eq(0)) return;
  for (const asset of assets) await control.shockPrice(asset, Number(percent.toFixed(4)));
}

/**
 * Like shockTo, but moves only `assets` (e.g. collateral no other portfolio
 * holds, so only this portfolio changes): the collateral value must become
 * total × current / target, all of the change taken by those assets.
 */
export async function shockAssetsTo(
  control: ControlClient,
  report: LoanReport,
  assets: readonly string[],
  target: string,
): Promise<void> {
  const total = report.collaterals.reduce((sum, item) => sum.plus(item.value), new Big(0));
  const part = report.collaterals
    .filter((item) => assets.includes(item.assetSymbol))
    .reduce((sum, item) => sum.plus(item.value), new Big(0));
  if (part.eq(0)) throw new Error(`The portfolio holds none of ${assets.join(', ')}.`);
  const wanted = total.times(report.currentLtv).div(target);
  const percent = part.minus(total.minus(wanted)).div(part).minus(1).times(100).round(4);
  if (percent.lte(-100))
    throw new Error(`Reaching LTV ${target} needs more than a total loss of ${assets.join(', ')}.`);
  if (percent.eq(0)) return;
  for (const asset of assets) await control.shockPrice(asset, Number(percent.toFixed(4)));
}
