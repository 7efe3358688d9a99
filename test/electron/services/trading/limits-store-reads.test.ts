import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANNOT_CONFIRM } from '../../../../electron/services/confirm/confirm-port';
import { LimitsStore } from '../../../../electron/services/trading/limits-store';
import { TRADING_FILES } from '../../../../electron/services/trading/trading-files';
import { SIMULATOR_LIMITS } from '../../../../shared/trading/limits';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const PROFILE = '6f0d8f8e-6b1a-4a43-9d1e-2f4c1c1d0a01';

// The app keeps what it parsed of the limits file while the file is unchanged: a change by another process
// on the data folder (`desk limits set`) must still apply to the very next check, even one that leaves the
// file the same size, made within the same millisecond.
describe('limits read for every check', () => {
  it('see each change another process saves, at once', async () => {
    const path = join(await tempDir(), TRADING_FILES.limits);
    const store = (confirm = CANNOT_CONFIRM) => new LimitsStore({ path, kindOf: () => 'built-in-simulator', confirm });
    const app = store();
    const desk = store();
    await app.fillMissing([PROFILE]);
    expect(await app.get(PROFILE)).toEqual(SIMULATOR_LIMITS);
    for (const rate of [29, 28, 27, 26, 25]) {
      await desk.set(PROFILE, { ...SIMULATOR_LIMITS, maxOrdersPerMinute: rate });
      expect((await app.get(PROFILE)).maxOrdersPerMinute).toBe(rate);
    }
    // What a caller does with the limits it got never changes what the next check reads.
    const got = await app.get(PROFILE);
    got.maxOrdersPerMinute = 1000;
    expect((await app.get(PROFILE)).maxOrdersPerMinute).toBe(25);
  });
});
