// `npm run bench [-- NAME...] [--minutes N]`: runs every test/bench/*.bench.ts (or those whose file name contains a NAME)
// and prints one table. Each file exports `run(): Promise<BenchReport[]>` (see report.ts).
// Targets are ratios against baselines measured in the same run; a FAIL is printed, never turned into an exit
// status. A benchmark that crashes is reported and makes the exit status 1.
import { readdirSync } from 'node:fs';
import { formatTable, verdict, type BenchModule, type BenchReport } from './report';
import { withoutOptions } from './soak-support';

const folder = new URL('./', import.meta.url);
// Options (the soak's --minutes N) are read by the benchmarks themselves; the rest name files.
const filters = withoutOptions(process.argv.slice(2));
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark file matches ${filters.join(', ')}.`);
  process.exitCode = 2;
} else {
  const reports: BenchReport[] = [];
  const crashed: string[] = [];
  for (const file of files) {
    const started = performance.now();
    console.error(`running ${file} ...`);
    try {
      const module = (await import(new URL(file, folder).href)) as BenchModule;
      reports.push(...(await module.run()));
      console.error(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      crashed.push(file);
      console.error(`  ${file} crashed:`, error);
    }
  }
  console.log(`\n${formatTable(reports)}\n`);
  const judged = reports.filter((report) => verdict(report) !== undefined);
  const failed = judged.filter((report) => verdict(report) === 'FAIL');
  if (judged.length > 0) {
    console.log(
      failed.length === 0
        ? `PASS: all ${judged.length} targets met.`
        : `FAIL: ${failed.length} of ${judged.length} targets missed: ${failed.map((report) => report.name).join('; ')}.`,
    );
  }
  if (crashed.length > 0) {
    console.log(`ERROR: ${crashed.join(', ')} crashed; see above.`);
    process.exitCode = 1;
  }
}
