// bench-report.json (issue 24): every figure of a bench run with its budget,
// its raw baseline and their ratio, and the machine's state, so runs can be
// compared. Measures call record(); run.ts writes the file at the end.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

export type BenchFigure = {
  /** Dotted and stable from run to run, e.g. "firstSync.ms", "warmStart.newTab.pipeline". */
  name: string;
  /** null: not measured in this run (say why in the markdown report). */
  value: number | null;
  /** "ms", "KiB", "score", "count", ... */
  unit: string;
  /** The budget in the same unit; lower is better unless the name says otherwise (a Lighthouse score's budget is its minimum). */
  budget?: number;
  /** The same work done bare in the same run, in the same unit: the report adds value / raw. */
  raw?: number;
};

type Recorded = BenchFigure & { section: string; ratio?: number; within?: boolean; load1: number; at: string };

const figures: Recorded[] = [];
const startedAt = new Date();
const loadAtStart = loadavg();
let section = '';

/** The part of the run the next figures belong to (the database under the server, for instance). */
export function benchSection(name: string): void {
  section = name;
}

const higherIsBetter = (unit: string) => unit === 'score';

export function record(figure: BenchFigure): void {
  const { value, budget, raw, unit } = figure;
  const ratio = value !== null && raw ? value / raw : undefined;
  const within = value === null || budget === undefined ? undefined : higherIsBetter(unit) ? value >= budget : value <= budget;
  figures.push({ ...figure, section, ratio, within, load1: loadavg()[0], at: new Date().toISOString() });
}

export function writeBenchReport(path: string, settings: Record<string, string | number>): void {
  const cpuList = cpus();
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings,
    machine: {
      cores: availableParallelism(),
      cpuModel: cpuList[0]?.model ?? 'unknown',
      memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      // 1, 5 and 15 minute load averages: a shared machine's figures vary with them.
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadavg(),
      node: process.version,
    },
    figures,
  };
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
