import { describe, expect, it } from 'vitest';
import { parseApiArgs } from '../../../electron/cli/args';

const env = { SVC_API_KEY: 'key', SVC_API_SECRET: 'secret', SVC_BASE_URL: 'http://127.0.0.1:43117' };

function refusal(argv: string[], environment: Record<string, string | undefined> = env) {
  const parsed = parseApiArgs(argv, environment);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed;
}

describe('api command arguments', () => {
  it('parses method, path with query, body, customer and base URL', () => {
    const parsed = parseApiArgs(
      [
        'post',
        '/trading/api/v3/Orders?x=1',
        '--body',
        '{"quantity":0.123456789012345678}',
        '--customer',
        '1001',
        '--base-url',
        'https://api.example.com',
      ],
      env,
    );
    expect(parsed).toEqual({
      ok: true,
      command: {
        method: 'POST',
        pathAndQuery: '/trading/api/v3/Orders?x=1',
        body: '{"quantity":0.123456789012345678}',
        customer: '1001',
        baseUrl: 'https://api.example.com',
        authScheme: 'SVC',
        apiKey: 'key',
        apiSecret: 'secret',
      },
    });
  });

  it('takes text customer numbers as listed and another scheme word', () => {
    const parsed = parseApiArgs(['GET', '/x', '--customer', 'ACME-CUS-100001', '--auth-scheme', 'ACME'], env);
    expect(parsed).toMatchObject({ ok: true, command: { customer: 'ACME-CUS-100001', authScheme: 'ACME' } });
  });

  it('keeps the body exactly as typed, whitespace and digits included', () => {
    const body = '{ "amount" : 1.10 ,"n":12345678901234567890 }';
    const parsed = parseApiArgs(['PUT', '/x', '--body', body], env);
    expect(parsed.ok && parsed.command.body).toBe(body);
  });

  it('takes the base URL from SVC_BASE_URL when --base-url is absent', () => {
    const parsed = parseApiArgs(['GET', '/x'], env);
    expect(parsed.ok && parsed.command.baseUrl).toBe('http://127.0.0.1:43117');
  });

  it('prints usage for --help with status 0', () => {
    const parsed = refusal(['--help']);
    expect(parsed.exitCode).toBe(0);
    expect(parsed.message).toContain('Usage: npm run api');
  });

  const cases: [string, string[], Record<string, string | undefined>, RegExp][] = [
    ['a missing key', ['GET', '/x'], { ...env, SVC_API_KEY: undefined }, /Set SVC_API_KEY in the environment/],
    ['a missing secret', ['GET', '/x'], { ...env, SVC_API_SECRET: '' }, /Set SVC_API_SECRET in the environment/],
    ['both missing', ['GET', '/x'], { SVC_BASE_URL: env.SVC_BASE_URL }, /Set SVC_API_KEY and SVC_API_SECRET/],
    ['no base URL', ['GET', '/x'], { ...env, SVC_BASE_URL: undefined }, /--base-url URL or set SVC_BASE_URL/],
    [
      'a base URL that is not http',
      ['GET', '/x', '--base-url', 'ftp://a'],
      env,
      /The base URL "ftp:\/\/a": Must be an address such as https:\/\//,
    ],
    ['an unknown method', ['FETCH', '/x'], env, /Unknown method "FETCH"/],
    ['a relative path', ['GET', 'custody/v1/Accounts'], env, /PATH must start with "\/"/],
    ['a path with a space', ['GET', '/a b'], env, /must not contain spaces/],
    ['too few arguments', ['GET'], env, /Expected METHOD and PATH, got 1 argument\./],
    ['an unknown option', ['GET', '/x', '--verbose'], env, /Unknown option '--verbose'/],
    ['a body that is not JSON', ['POST', '/x', '--body', '{quantity: 1}'], env, /--body is not valid JSON/],
    ['a body on GET', ['GET', '/x', '--body', '{}'], env, /A GET request has no body/],
    ['a customer with a space', ['GET', '/x', '--customer', '12 a'], env, /--customer must be a customer number/],
    ['a scheme word with a space', ['GET', '/x', '--auth-scheme', 'A B'], env, /--auth-scheme must be one word/],
  ];
  for (const [what, argv, environment, message] of cases) {
    it(`refuses ${what} with status 2`, () => {
      const parsed = refusal(argv, environment);
      expect(parsed.exitCode).toBe(2);
      expect(parsed.message).toMatch(message);
    });
  }
});
