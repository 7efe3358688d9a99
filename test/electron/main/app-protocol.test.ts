import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  resolveAppRequest,
} from '../../../electron/main/app-protocol';

const CSP = "default-src 'none'";
let base: string;
let root: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'svc-desk-app-protocol-'));
  root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>SVC Desk</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(base, 'secret.txt'), 'outside the renderer folder');
  await writeFile(join(base, 'renderer-evil.txt'), 'a sibling whose name starts like the folder');
});

afterAll(() => rm(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => createAppProtocolHandler(root, CSP)(new Request(url, { method }));

describe('app:// scheme', () => {
  it('is privileged as standard and secure, without bypassing the CSP', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ scheme: 'app', privileges: { standard: true, secure: true } });
    expect(APP_SCHEME_PRIVILEGES.privileges).not.toHaveProperty('bypassCSP');
  });

  it('serves the renderer files with their type, the CSP and nosniff', async () => {
    const page = await get('app://svc-desk/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>SVC Desk</title>');
    const script = await get('app://svc-desk/assets/index-abc.js?v=1#x');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    expect((await get('app://svc-desk/')).status).toBe(200);
  });

  it('answers 404 for a missing file or a folder, 405 for writes', async () => {
    expect((await get('app://svc-desk/nothing.js')).status).toBe(404);
    expect((await get('app://svc-desk/assets')).status).toBe(404);
    expect((await get('app://svc-desk/index.html', 'POST')).status).toBe(405);
  });

  it('refuses every path outside the renderer folder: ../, encoded traversal, absolute, backslash, NUL', async () => {
    for (const url of [
      'app://svc-desk/..%2fsecret.txt',
      'app://svc-desk/%2e%2e%2fsecret.txt',
      'app://svc-desk/assets/..%2f..%2fsecret.txt',
      'app://svc-desk/..%2frenderer-evil.txt',
      'app://svc-desk/..%5csecret.txt',
      `app://svc-desk/${encodeURIComponent(join(base, 'secret.txt'))}`,
      `app://svc-desk//${join(base, 'secret.txt').slice(1)}`,
      'app://svc-desk/C:%5cWindows%5cwin.ini',
      'app://svc-desk/index.html%00.js',
    ]) {
      const target = resolveAppRequest(url, root);
      expect(target.ok, url).toBe(false);
      const response = await get(url);
      expect(response.status, url).toBe(403);
      expect(await response.text()).toBe('');
    }
  });

  it('keeps ../ and %2e%2e/ segments inside the folder (URL parsing removes dot segments first)', async () => {
    for (const url of [
      'app://svc-desk/../../secret.txt',
      'app://svc-desk/%2E%2E/secret.txt',
      'app://svc-desk/assets/%2e%2e/%2e%2e/secret.txt',
    ]) {
      expect(resolveAppRequest(url, root), url).toEqual({ ok: true, path: join(root, 'secret.txt') });
      expect((await get(url)).status, url).toBe(404);
    }
  });

  it('refuses other hosts and schemes, and bad encoding', () => {
    expect(resolveAppRequest('app://other/index.html', root)).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppRequest('file:///etc/passwd', root)).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppRequest('app://svc-desk/%E0%A4%A', root)).toMatchObject({ ok: false, status: 400 });
  });
});
