import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineCommand } from '../../../../electron/cli/desk/command';
import { deskCommands } from '../../../../electron/cli/desk/commands/index';
import { DESK_ERROR_LOG, installDeskErrorLog } from '../../../../electron/cli/desk/error-log';
import { runDesk } from '../../../../electron/cli/desk/run';
import packageJson from '../../../../package.json' with { type: 'json' };
import { useTempDirs } from '../../services/helpers/temp-dir';

const tempDir = useTempDirs();
const KEY = { SVC_API_KEY: 'abcdefghijklmnop0123', SVC_API_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789abcdef' };

async function desk(
  args: readonly string[],
  options: Parameters<typeof runDesk>[3] = {},
  env: Record<string, string> = {},
) {
  let stdout = '';
  let stderr = '';
  const code = await runDesk(
    args,
    env,
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    options,
  );
  return { code, stdout, stderr };
}

describe('what desk prints', () => {
  it('a usage error is one JSON problem on stderr that points to --help, and nothing else', async () => {
    const dir = await tempDir();
    for (const args of [
      [],
      ['nope'],
      ['--data-dir', dir, 'accounts', '--bogus'],
      ['--data-dir', dir, 'book', '--range', '2Y'],
      ['--wat', 'accounts'],
    ]) {
      const ran = await desk(args);
      expect({ args, code: ran.code, stdout: ran.stdout }).toEqual({ args, code: 2, stdout: '' });
      // The whole of stderr is one JSON document: no usage text after it.
      const problem = JSON.parse(ran.stderr) as { kind: string; message: string };
      expect(problem.kind).toBe('usage');
      expect(problem.message).toMatch(/--help`\.$/);
    }
  });

  it('--help prints the usage on stdout; --version the app version as JSON', async () => {
    const help = await desk(['--help']);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('Usage: npm run -s desk --');
    expect(help.stdout).toContain('--version');
    const commandHelp = await desk(['book', '--help']);
    expect(commandHelp).toMatchObject({ code: 0, stderr: '' });
    expect(commandHelp.stdout).toContain('--office-currency');
    const version = await desk(['--version']);
    expect({ code: version.code, stderr: version.stderr, out: JSON.parse(version.stdout) as unknown }).toEqual({
      code: 0,
      stderr: '',
      out: { name: 'SVC Desk', version: packageJson.version },
    });
  });

  it("an unexpected error is one JSON problem without a trace; the trace goes to the desk's error log", async () => {
    const dir = await tempDir();
    const broken = defineCommand({
      name: 'broken',
      summary: 'fails',
      usage: 'broken',
      parse: () => ({}),
      run: async () => {
        const missing = undefined as unknown as { field: string };
        return missing.field;
      },
    });
    const logged: { kind: string; error: unknown }[] = [];
    const ran = await desk(
      ['--data-dir', dir, '--base-url', 'http://127.0.0.1:9', 'broken'],
      { commands: [...deskCommands, broken], errorLog: (kind, error) => logged.push({ kind, error }) },
      KEY,
    );
    expect(ran.code).toBe(1);
    const problem = JSON.parse(ran.stderr) as { kind: string; message: string };
    expect(problem.kind).toBe('internal');
    expect(problem.message).toContain(DESK_ERROR_LOG);
    expect(ran.stderr).not.toMatch(/\n\s+at /);
    expect(logged).toHaveLength(1);
    expect((logged[0]!.error as Error).stack).toMatch(/\n\s+at /);
  });

  it('routes background reports, uncaught errors and unhandled rejections to desk-errors.log, with stacks and no secret', async () => {
    const dir = await tempDir();
    const emitter = new EventEmitter();
    const target = emitter as unknown as NodeJS.Process;
    const output = { error: (..._args: unknown[]) => undefined, warn: (..._args: unknown[]) => undefined };
    installDeskErrorLog(() => dir, target, output);
    output.error('order journal write failed', new Error('disk full'));
    emitter.emit('unhandledRejection', new Error(`rejected with secret=${KEY.SVC_API_SECRET}`));
    emitter.emit('uncaughtException', new TypeError('thrown'));
    const log = await readFile(join(dir, DESK_ERROR_LOG), 'utf8');
    expect(log).toContain('order journal write failed Error: disk full');
    expect(log).toContain('unhandled rejection');
    expect(log).toContain('TypeError: thrown');
    expect(log).toMatch(/\n\s+at /);
    expect(log).not.toContain(KEY.SVC_API_SECRET);
  });
});
