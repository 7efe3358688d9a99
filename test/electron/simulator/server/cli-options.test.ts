import { describe, expect, it } from 'vitest';
import { parseCliOptions, UsageError } from '../../../../electron/simulator/cli-options';

describe('simulator flags', () => {
  it('defaults to loopback, an ephemeral port, seed 42 and real time', () => {
    expect(parseCliOptions([])).toEqual({ host: '127.0.0.1', port: 0, seed: 42, speed: 1 });
  });

  it('reads --tls, with or without the CA file, and refuses --tls-ca-file alone', () => {
    expect(parseCliOptions(['--tls']).serveTls).toEqual({});
    expect(parseCliOptions(['--tls', '--tls-ca-file', 'ca.pem']).serveTls).toEqual({ caFile: 'ca.pem' });
    expect(parseCliOptions([]).serveTls).toBeUndefined();
    expect(() => parseCliOptions(['--tls-ca-file', 'ca.pem'])).toThrow('--tls-ca-file goes with --tls.');
  });

  it('reads every flag', () => {
    expect(
      parseCliOptions([
        '--port',
        '43117',
        '--seed',
        '7',
        '--speed',
        '20',
        '--host',
        '0.0.0.0',
        '--state',
        'w.json',
        '--rate-limit',
        '50',
      ]),
    ).toEqual({
      host: '0.0.0.0',
      port: 43117,
      seed: 7,
      speed: 20,
      stateFile: 'w.json',
      rateLimit: 50,
    });
    expect(parseCliOptions(['--speed', '0.5', '--seed=-3'])).toMatchObject({ speed: 0.5, seed: -3 });
    expect(parseCliOptions(['--scale', '400'])).toMatchObject({ scale: 400 });
    expect(parseCliOptions(['--customers', '1000', '--latency', '50'])).toMatchObject({
      customers: 1000,
      latencyMs: 50,
    });
  });

  const bad: [string[], RegExp][] = [
    [['--port', 'abc'], /--port must be a whole number from 0 to 65535; got "abc"/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--port=-1'], /--port must be a whole number/],
    [['--port', '1e3'], /--port must be a whole number/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--seed', ''], /--seed must be a whole number/],
    [['--speed', '0'], /--speed must be a number greater than 0/],
    [['--speed', 'fast'], /--speed must be a number greater than 0/],
    [['--speed=-2'], /--speed must be a number greater than 0/],
    [['--speed', 'Infinity'], /--speed must be a number greater than 0/],
    [['--rate-limit', '0'], /--rate-limit must be a whole number from 1/],
    [['--rate-limit', '2.5'], /--rate-limit must be a whole number/],
    [['--scale', '0'], /--scale must be a whole number from 1 to 10000/],
    [['--scale', '1.5'], /--scale must be a whole number/],
    [['--customers', '0'], /--customers must be a whole number from 1 to 10000/],
    [['--latency', '1.5'], /--latency must be a whole number from 0 to 300000/],
    [['--host', ''], /--host needs an address/],
    [['--state', ''], /--state needs a file name/],
    [['--state'], /--state/],
    [['--bogus'], /bogus/],
    [['extra'], /extra/],
  ];
  for (const [args, message] of bad) {
    it(`refuses ${JSON.stringify(args)}`, () => {
      expect(() => parseCliOptions(args)).toThrow(UsageError);
      expect(() => parseCliOptions(args)).toThrow(message);
    });
  }
});
