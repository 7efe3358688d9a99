import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, metaContentSecurityPolicy } from '../../../electron/main/csp';
import { hardenSession, hardenWebContents } from '../../../electron/main/security';
import { FakeSession, FakeWebContents } from './electron-mock';

vi.mock('electron', () => import('./electron-mock'));

function preventable(url = '') {
  return {
    url,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

describe('hardenWebContents', () => {
  let contents: FakeWebContents;
  let opened: string[];
  beforeEach(() => {
    contents = new FakeWebContents();
    opened = [];
    hardenWebContents(contents as never, (url) => opened.push(url));
  });

  it('denies every new window; https links open in the system browser', () => {
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/docs' })).toEqual({ action: 'deny' });
    for (const url of [
      'http://example.com',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.com',
      'smb://host/share',
    ]) {
      expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
    }
    expect(opened).toEqual(['https://example.com/docs']);
  });

  it('blocks navigation, redirects and webviews', () => {
    const navigation = preventable('file:///somewhere/else.html');
    contents.emit('will-navigate', navigation);
    const redirect = preventable('https://example.com');
    contents.emit('will-redirect', redirect);
    const webview = preventable();
    contents.emit('will-attach-webview', webview);
    expect([navigation, redirect, webview].map((event) => event.defaultPrevented)).toEqual([true, true, true]);
    expect(opened).toEqual([]);
  });

  it('opens a followed https link externally instead of navigating', () => {
    const navigation = preventable('https://example.com/help');
    contents.emit('will-navigate', navigation);
    expect(navigation.defaultPrevented).toBe(true);
    expect(opened).toEqual(['https://example.com/help']);
  });
});

describe('hardenSession', () => {
  it('denies every permission request and check', () => {
    const session = new FakeSession();
    hardenSession(session as never, "default-src 'none'");
    const answers: boolean[] = [];
    for (const permission of ['media', 'notifications', 'clipboard-read', 'geolocation']) {
      session.permissionRequestHandler?.({}, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false]);
    expect(session.permissionCheckHandler?.({}, 'clipboard-sanitized-write')).toBe(false);
  });

  it('adds the CSP header to responses', () => {
    const session = new FakeSession();
    hardenSession(session as never, "default-src 'none'");
    let response: unknown;
    session.headersListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => (response = r));
    expect(response).toEqual({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': ["default-src 'none'"] },
    });
  });
});

describe('contentSecurityPolicy', () => {
  it('starts from nothing allowed and adds only what the renderer needs', () => {
    const csp = contentSecurityPolicy(null);
    expect(csp.startsWith("default-src 'none'; ")).toBe(true);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toMatch(/https?:|ws:/);
  });

  it('lets the dev server hot-reload, and nothing more', () => {
    const csp = contentSecurityPolicy('http://localhost:5173');
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self' ws://localhost:5173");
    expect(csp.startsWith("default-src 'none'")).toBe(true);
  });
});

describe('metaContentSecurityPolicy', () => {
  it('is the production policy less what a <meta> element cannot carry', () => {
    const meta = metaContentSecurityPolicy();
    expect(meta.startsWith("default-src 'none'; script-src 'self'; style-src 'self';")).toBe(true);
    expect(meta).toContain("base-uri 'none'");
    expect(meta).toContain("form-action 'none'");
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).not.toContain('unsafe');
  });

  it('is what the production build writes into the renderer page', async () => {
    const { default: config } = await import('../../../electron.vite.config');
    const plugins = ((config as { renderer?: { plugins?: unknown[] } }).renderer?.plugins ?? []).flat() as {
      name?: string;
      transformIndexHtml?: () => { attrs: Record<string, string> }[];
    }[];
    const cspPlugin = plugins.find((plugin) => plugin?.name === 'svc-desk-csp-meta');
    expect(cspPlugin?.transformIndexHtml?.()[0]?.attrs).toEqual({
      'http-equiv': 'Content-Security-Policy',
      content: metaContentSecurityPolicy(),
    });
  });
});
