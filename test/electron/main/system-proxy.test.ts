import type { Session } from 'electron';
import { describe, expect, it } from 'vitest';
import { routeFromPacAnswer } from '../../../electron/client/network';
import { systemProxy } from '../../../electron/main/system-proxy';

/** A session whose resolveProxy answers as Chromium would for the OS's settings, recording what it was asked. */
function sessionAnswering(answer: string): { session: () => Promise<Session>; asked: string[] } {
  const asked: string[] = [];
  const fake = { resolveProxy: (url: string) => (asked.push(url), Promise.resolve(answer)) } as unknown as Session;
  return { session: () => Promise.resolve(fake), asked };
}

describe('the OS proxy in the desktop window', () => {
  it('asks Chromium for each service origin and takes its first usable route', async () => {
    const { session, asked } = sessionAnswering('PROXY proxy.office:3128; DIRECT');
    expect(await systemProxy(session, {})('https://svc.example:8443')).toEqual({
      kind: 'proxy',
      url: 'http://proxy.office:3128',
    });
    expect(asked).toEqual(['https://svc.example:8443']);
    expect(await systemProxy(sessionAnswering('DIRECT').session, {})('https://svc.example')).toEqual({
      kind: 'direct',
    });
  });

  it("lets the environment's proxy variables win when set", async () => {
    const { session, asked } = sessionAnswering('PROXY proxy.office:3128');
    expect(await systemProxy(session, { HTTPS_PROXY: 'http://env.proxy:8080' })('https://svc.example')).toEqual({
      kind: 'proxy',
      url: 'http://env.proxy:8080',
    });
    expect(
      await systemProxy(session, { HTTPS_PROXY: 'http://env.proxy:8080', NO_PROXY: 'svc.example' })(
        'https://svc.example',
      ),
    ).toEqual({ kind: 'direct' });
    expect(asked).toEqual([]);
  });

  it('reads every kind of PAC answer', () => {
    expect(routeFromPacAnswer('HTTPS secure.office:443')).toEqual({ kind: 'proxy', url: 'https://secure.office:443' });
    expect(routeFromPacAnswer('SOCKS5 socks.office:1080; DIRECT')).toEqual({
      kind: 'proxy',
      url: 'socks5://socks.office:1080',
    });
    expect(routeFromPacAnswer('QUIC odd:1; PROXY p:3128')).toEqual({ kind: 'proxy', url: 'http://p:3128' });
    expect(routeFromPacAnswer('')).toEqual({ kind: 'direct' });
  });
});
