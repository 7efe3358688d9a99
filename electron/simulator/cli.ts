import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, StateFileError } from './index';
import { parseCliOptions, UsageError, USAGE, type CliOptions } from './cli-options';
import { makeSimulatorTls } from './tls';

// stdout carries exactly one JSON line (the listening event) for whoever spawned us; everything else goes to stderr.
async function main(): Promise<void> {
  let options;
  try {
    options = parseCliOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`simulator: ${error.message}\n${USAGE}\n`);
    process.exit(2);
  }

  let simulator;
  let caFile: string | undefined;
  try {
    const { serveTls, ...simulatorOptions } = options;
    if (serveTls) {
      const tls = await tlsFor(simulatorOptions, serveTls.caFile);
      caFile = tls.caFile;
      simulatorOptions.tls = tls.serve;
    }
    simulator = await startSimulator(simulatorOptions);
  } catch (error) {
    process.stderr.write(
      `simulator: ${error instanceof StateFileError ? error.message : `could not start: ${(error as Error).message}`}\n`,
    );
    process.exit(1);
  }

  process.stdout.write(
    `${JSON.stringify({ event: 'listening', baseUrl: simulator.baseUrl, credentials: simulator.credentials, adminToken: simulator.adminToken, ...(caFile === undefined ? {} : { caFile }) })}\n`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`simulator: ${signal}, saving state and stopping\n`);
    simulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`simulator: stopping failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** A new CA and server certificate for the bound address (and localhost); the CA is written where a client can be told to trust it. */
async function tlsFor(
  options: CliOptions,
  caFile: string | undefined,
): Promise<{ caFile: string; serve: { key: string; cert: string } }> {
  const host = options.host ?? '127.0.0.1';
  const material = makeSimulatorTls([host, 'localhost', '127.0.0.1', '::1']);
  const file = caFile ?? join(await mkdtemp(join(tmpdir(), 'svc-simulator-tls-')), 'simulator-ca.pem');
  await writeFile(file, material.caPem);
  return { caFile: file, serve: { key: material.keyPem, cert: material.certPem } };
}

void main();
