import { controlClient } from '../../../electron/simulator/control-client';
import type { AppServices } from '../../../electron/services/app-services';
import type { CreateInput } from '../../../electron/services/reports/report-service';

/**
 * Reports made through main and produced at once: `create` answers before its request reached the service, so the
 * simulated clock is moved past a report's production time (30 s of simulated time) only once the service named every
 * report (it is Processing there); moved earlier, each would take those 30 s in real time. Answers the archive ids,
 * in the order asked.
 */
export async function reportsMade(services: AppServices, inputs: readonly CreateInput[]): Promise<string[]> {
  const running = await services.simulator;
  if (!running) throw new Error('No simulator.');
  let wake = (): void => undefined;
  const unsubscribe = services.events.subscribe('reportProgress', () => wake());
  try {
    const jobs: string[] = [];
    for (const input of inputs) jobs.push((await services.reports.create(input)).jobId);
    // Named by the service, or already past it (a failure is reported by wait below).
    const named = (jobId: string): boolean => {
      const { reportId, stage } = services.reports.status(jobId);
      return reportId !== null || stage === 'failed' || stage === 'cancelled';
    };
    while (!jobs.every(named)) await new Promise<void>((resolve) => (wake = resolve));
    await controlClient(running).advanceClock('1m');
    const done = await Promise.all(jobs.map((jobId) => services.reports.wait(jobId)));
    return done.map((view) => {
      if (view.archiveId === null) throw new Error(`A report was not made: ${view.error ?? view.stage}`);
      return view.archiveId;
    });
  } finally {
    unsubscribe();
  }
}
