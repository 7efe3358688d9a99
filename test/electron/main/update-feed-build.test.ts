import { afterEach, describe, expect, it, vi } from 'vitest';

/** electron-builder.js as a release build with this environment reads it. */
async function builderConfig(feed: string): Promise<{ publish: unknown }> {
  vi.stubEnv('SVC_DESK_UPDATE_FEED', feed);
  vi.resetModules();
  // @ts-expect-error -- a plain ES module config file at the project root, typed by JSDoc for electron-builder
  return ((await import('../../../electron-builder.js')) as { default: { publish: unknown } }).default;
}

afterEach(() => vi.unstubAllEnvs());

describe('the build’s update feed (electron-builder.js publish)', () => {
  it('publishes to a generic feed, so latest*.yml (version, SHA-512, staging) is written beside the installers', async () => {
    expect((await builderConfig('https://updates.example.ch/desk')).publish).toEqual([
      { provider: 'generic', url: 'https://updates.example.ch/desk', channel: 'latest' },
    ]);
  });

  it('names no feed when the release names none (an office may still name its own)', async () => {
    expect((await builderConfig('')).publish).toBeNull();
  });
});
