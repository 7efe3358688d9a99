import { describe, expect, it } from 'vitest';
import { browserCommand, hasDesktop } from '../../../electron/web/open-browser';
import { parseWebOptions, WebUsageError } from '../../../electron/web/options';
import { hostWithPort, refusalReason } from '../../../electron/web/request-guard';
import { handshakeRefusal, offeredProtocols } from '../../../electron/web/socket';
import { staticFilePath } from '../../../electron/web/static-files';
import { createToken, tokenMatches } from '../../../electron/web/token';

describe('browser mode token', () => {
  it('is 256 random bits, fresh each time, and matches only itself', () => {
    const token = createToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(createToken()).not.toBe(token);
    expect(tokenMatches(token, token)).toBe(true);
    for (const wrong of [token.toUpperCase(), token.slice(1), `${token}0`, '', null, undefined, 'x'.repeat(10_000)])
      expect(tokenMatches(wrong, token)).toBe(false);
  });
});

describe('request guard', () => {
  const own = { hostPort: hostWithPort('127.0.0.1', 4000) };
  it('wants our own Host and, when sent, our own Origin', () => {
    expect(refusalReason({ hosts: ['127.0.0.1:4000'], origin: undefined }, own, false)).toBeNull();
    expect(refusalReason({ hosts: ['127.0.0.1:4000'], origin: 'http://127.0.0.1:4000' }, own, true)).toBeNull();
    expect(refusalReason({ hosts: ['127.0.0.1:4000'], origin: undefined }, own, true)).toBe('missing Origin');
    expect(refusalReason({ hosts: ['localhost:4000'], origin: undefined }, own, false)).toBe('unexpected Host header');
    expect(refusalReason({ hosts: ['evil.example:4000'], origin: 'http://evil.example:4000' }, own, true)).toBe(
      'unexpected Host header',
    );
    expect(refusalReason({ hosts: ['127.0.0.1:4000'], origin: 'null' }, own, false)).toBe('foreign Origin');
    expect(hostWithPort('::1', 4000)).toBe('[::1]:4000');
    // Ours first and another after it, as a proxy on the way might read it: refused.
    expect(refusalReason({ hosts: ['127.0.0.1:4000', 'evil.example:4000'], origin: undefined }, own, false)).toBe(
      'repeated Host header',
    );
    expect(refusalReason({ hosts: ['127.0.0.1:4000', '127.0.0.1:4000'], origin: undefined }, own, false)).toBe(
      'repeated Host header',
    );
    expect(refusalReason({ hosts: [], origin: undefined }, own, false)).toBe('unexpected Host header');
  });

  it('reads the token only from its own sub-protocol', () => {
    const token = createToken();
    const request = (protocols: string, url = '/ipc') => ({
      url,
      headers: { host: '127.0.0.1:4000', origin: 'http://127.0.0.1:4000', 'sec-websocket-protocol': protocols },
      headersDistinct: { host: ['127.0.0.1:4000'] },
    });
    expect(handshakeRefusal(request(`svc-desk.v1, svc-desk.token.${token}`), { ...own, token })).toBeNull();
    expect(handshakeRefusal(request(`svc-desk.token.${token}`), { ...own, token })).toBe('missing sub-protocol');
    expect(handshakeRefusal(request('svc-desk.v1', `/ipc?token=${token}`), { ...own, token })).toBe('no token');
    expect(handshakeRefusal(request(`svc-desk.v1, svc-desk.token.${token}`, '/other'), { ...own, token })).toBe(
      'unknown WebSocket path',
    );
    expect(offeredProtocols(['a, b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('static files', () => {
  it('maps paths inside the renderer folder only', () => {
    expect(staticFilePath('/r', '/')).toBe('/r/index.html');
    expect(staticFilePath('/r', '/assets/index-1.js')).toBe('/r/assets/index-1.js');
    // A leading ../ is clamped at the root by normalization; either way nothing outside /r is named.
    for (const path of ['/../x', '/assets/../../x', '/%2e%2e/x', '/..%2f..%2fetc/passwd', '/a%00b', '/%E0%A4%A']) {
      const file = staticFilePath('/r', path);
      expect(file === null || file.startsWith('/r/'), `${path} -> ${file}`).toBe(true);
    }
    expect(staticFilePath('/r', '/a%00b')).toBeNull();
  });
});

describe('npm run web options', () => {
  it('defaults to any free port on 127.0.0.1 and opening the browser', () => {
    expect(parseWebOptions([])).toEqual({ port: 0, host: '127.0.0.1', open: true });
    expect(parseWebOptions(['--port', '8123', '--no-open', '--host', '::1', '--data-dir', '/d'])).toEqual({
      port: 8123,
      host: '::1',
      open: false,
      dataDir: '/d',
    });
    expect(parseWebOptions(['--help'])).toBe('help');
  });

  it('refuses non-loopback hosts and bad ports', () => {
    for (const argv of [
      ['--host', '0.0.0.0'],
      ['--host', 'localhost'],
      ['--port', '70000'],
      ['--port', '1e3'],
      ['--port', '-1'],
      ['--bogus'],
    ]) {
      expect(() => parseWebOptions(argv)).toThrow(WebUsageError);
    }
  });

  it('opens the default browser with the platform opener', () => {
    expect(browserCommand('linux').command).toBe('xdg-open');
    expect(browserCommand('darwin').command).toBe('open');
    expect(browserCommand('win32').args('http://127.0.0.1:1/#token=a&b')).toEqual([
      '/c',
      'start',
      '""',
      'http://127.0.0.1:1/#token=a^&b',
    ]);
    // A headless Linux server: no opener at all (xdg-open would start a text browser in the terminal).
    expect(hasDesktop('linux', {})).toBe(false);
    expect(hasDesktop('linux', { DISPLAY: ':0' })).toBe(true);
    expect(hasDesktop('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBe(true);
    expect(hasDesktop('darwin', {})).toBe(true);
  });
});
