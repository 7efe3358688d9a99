import { describe, expect, it } from 'vitest';
import { isOwnRendererUrl, rendererLocation, rendererUrl } from '../../../electron/main/renderer-location';

describe('rendererLocation', () => {
  it('serves the built renderer folder next to the main bundle on app://', () => {
    expect(rendererLocation('/app/out/main', {}, false)).toEqual({ kind: 'app', root: '/app/out/renderer' });
    expect(rendererUrl({ kind: 'app', root: '/app/out/renderer' })).toBe('app://svc-desk/index.html');
  });

  it('follows the dev server URL only when development overrides are allowed', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(rendererLocation('/app/out/main', env, true)).toEqual({ kind: 'dev', url: 'http://localhost:5173' });
    expect(rendererLocation('/app/out/main', env, false).kind).toBe('app');
  });
});

describe('isOwnRendererUrl', () => {
  const built = { kind: 'app', root: '/app/out/renderer' } as const;
  const dev = { kind: 'dev', url: 'http://localhost:5173' } as const;

  it('accepts our index page, with or without a hash route', () => {
    expect(isOwnRendererUrl(rendererUrl(built), built)).toBe(true);
    expect(isOwnRendererUrl('app://svc-desk/index.html#/orders', built)).toBe(true);
    expect(isOwnRendererUrl('app://svc-desk/', built)).toBe(true);
  });

  it('refuses other pages, hosts, schemes and origins', () => {
    for (const url of [
      'app://svc-desk/other.html',
      'app://evil/index.html',
      'app://user:pw@svc-desk/index.html',
      'app://svc-desk:8080/index.html',
      'file:///app/out/renderer/index.html',
      'https://svc-desk/index.html',
      'https://evil.example.com/',
      'about:blank',
      'not a url',
    ]) {
      expect(isOwnRendererUrl(url, built), url).toBe(false);
    }
  });

  it('accepts only the dev server origin in development', () => {
    expect(isOwnRendererUrl('http://localhost:5173/index.html', dev)).toBe(true);
    expect(isOwnRendererUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isOwnRendererUrl('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isOwnRendererUrl('app://svc-desk/index.html', dev)).toBe(false);
  });
});
