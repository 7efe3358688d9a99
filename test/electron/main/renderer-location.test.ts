import { describe, expect, it } from 'vitest';
import { isOwnRendererUrl, rendererLocation, rendererUrl } from '../../../electron/main/renderer-location';

describe('rendererLocation', () => {
  it('uses the built index.html next to the main bundle', () => {
    expect(rendererLocation('/app/out/main', {}, false)).toEqual({ kind: 'file', path: '/app/out/renderer/index.html' });
  });

  it('uses the dev server in development only', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(rendererLocation('/app/out/main', env, false)).toEqual({ kind: 'dev', url: 'http://localhost:5173' });
    expect(rendererLocation('/app/out/main', env, true).kind).toBe('file');
  });
});

describe('isOwnRendererUrl', () => {
  const file = { kind: 'file', path: '/app/out/renderer/index.html' } as const;
  const dev = { kind: 'dev', url: 'http://localhost:5173' } as const;

  it('accepts our index.html, with or without a hash route', () => {
    expect(isOwnRendererUrl(rendererUrl(file), file)).toBe(true);
    expect(isOwnRendererUrl('file:///app/out/renderer/index.html#/orders', file)).toBe(true);
  });

  it('refuses other files, other schemes and other origins', () => {
    for (const url of [
      'file:///app/out/renderer/other.html',
      'file:///tmp/index.html',
      'file://remote-host/app/out/renderer/index.html',
      'https://evil.example.com/',
      'about:blank',
      'not a url',
    ]) {
      expect(isOwnRendererUrl(url, file)).toBe(false);
    }
  });

  it('accepts only the dev server origin in development', () => {
    expect(isOwnRendererUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isOwnRendererUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isOwnRendererUrl('http://127.0.0.1:5173/', dev)).toBe(false);
  });
});
