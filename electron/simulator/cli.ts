import { startSimulator, StateFileError } from './index';
import { parseCliOptions, UsageError, USAGE } from './cli-options';

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
  try {
    simulator = await startSimulator(options);
  } catch (error) {
    process.stderr.write(`simulator: ${error instanceof StateFileError ? error.message : `could not start: ${(error as Error).message}`}\n`);
    process.exit(1);
  }

  process.stdout.write(`${JSON.stringify({ event: 'listening', baseUrl: simulator.baseUrl, credentials: simulator.credentials, adminToken: simulator.adminToken })}\n`);

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

void main();
