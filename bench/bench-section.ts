/**
 * A section of the `npm run bench` report. bench/bench.ts runs its sections in order, each on
 * its own (a failed section is reported as such and the rest still runs), and writes the report
 * after each, so an interrupted run keeps what it measured. A new measurement is a module that
 * exports a `BenchSection` and one line in bench.ts's `SECTIONS`.
 */
export interface BenchContext {
  /** This site's export folder and the baseline's. */
  ours: string;
  baseline: string;
  /** Where both are served for the whole run. */
  origins: { ours: string; base: string };
  /** Runs per median (3 by default, 1 with --quick). */
  runs: number;
  quick: boolean;
  /** Also run Lighthouse's simulated throttling (--simulated): an estimate, secondary. */
  simulated: boolean;
  /** A port block of 10 the section may use for servers of its own. */
  freePort: number;
}

export interface BenchSection {
  /** Short name for --sections (e.g. `lighthouse`). */
  id: string;
  /** The section's heading in the report. */
  title: string;
  /** Measures and returns the section's Markdown (without the heading). */
  run(context: BenchContext): Promise<string>;
}
