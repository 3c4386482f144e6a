/**
 * The bench's headline: what a phone observes. Lighthouse mobile with DevTools throttling (slow 4G
 * and 4× CPU applied in the browser) on each page of this site and of the baseline, median of
 * `runs` runs, runs interleaved between the two sites so that a load spike on this shared machine
 * hits both. With --simulated, also Lighthouse's simulated figures (one run: an estimate from an
 * unthrottled load, reported as such and never as the headline).
 */
import { CHROME_FLAGS, CHROME_PATH } from '../scripts/chromium';
import { type LighthouseFigures, loadLighthouse } from './bench-package';
import type { BenchSection } from './bench-section';

/** One page per page type: home, a docs page, a long docs page, a post, the converter. */
export const LIGHTHOUSE_PAGES = ['/', '/docs/intro/', '/docs/Explore/SOQL/', '/blog/release60/', '/graphQL/'];

/** The targets for every page, applied throttling. */
export const TARGETS = { lcpMs: 1500, tbtMs: 50, ttiMs: 2500 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) =>
    median(runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)));
  const tti = pick('ttiMs');
  return {
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    ttiMs: Number.isNaN(tti) ? null : tti,
    fcpMs: pick('fcpMs'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    requests: pick('requests'),
  };
}

const ratio = (ours: number | null, base: number | null) =>
  ours === null || base === null || Number.isNaN(ours) || Number.isNaN(base)
    ? 'n/a'
    : base === 0
      ? ours === 0
        ? '1.00'
        : '∞'
      : (ours / base).toFixed(2);
const num = (v: number | null) => (v === null || Number.isNaN(v) ? 'n/a' : String(Math.round(v)));
const cell = (o: number | null, b: number | null) => `${num(o)} / ${num(b)} (${ratio(o, b)})`;
const spread = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null && !Number.isNaN(v));
  return known.length ? `${Math.round(Math.min(...known))}–${Math.round(Math.max(...known))}` : 'n/a';
};

/**
 * One Chromium for a series of Lighthouse runs. A run whose tab crashes or whose load fails is
 * retried once in a fresh Chromium, then skipped (null); `failures()` counts the failed attempts.
 */
export async function openLighthouseRunner() {
  const lh = await loadLighthouse();
  let browser = await lh.openLighthouse(CHROME_PATH, CHROME_FLAGS);
  let failures = 0;
  return {
    async run(url: string, throttling: 'devtools' | 'simulate'): Promise<LighthouseFigures | null> {
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          return await browser.run(url, throttling);
        } catch (error) {
          console.warn(`bench: lighthouse ${throttling} ${url} failed (attempt ${attempt}): ${String(error)}`);
          failures += 1;
          await browser.close().catch(() => undefined);
          browser = await lh.openLighthouse(CHROME_PATH, CHROME_FLAGS);
        }
      }
      return null;
    },
    failures: () => failures,
    close: () => browser.close(),
  };
}

export const lighthouseSection: BenchSection = {
  id: 'lighthouse',
  title: 'What a phone observes: Lighthouse mobile, DevTools throttling',
  async run({ origins, runs, simulated: withSimulated }) {
    const lighthouse = await openLighthouseRunner();
    const runOnce = lighthouse.run;
    const observed = new Map<string, LighthouseFigures[]>();
    const simulated = new Map<string, LighthouseFigures>();
    const started = Date.now();
    try {
      for (let i = 0; i < runs; i++) {
        for (const page of LIGHTHOUSE_PAGES) {
          for (const origin of [origins.ours, origins.base]) {
            const url = `${origin}${page}`;
            const figures = await runOnce(url, 'devtools');
            if (!figures) continue;
            observed.set(url, [...(observed.get(url) ?? []), figures]);
            console.log(
              `bench: lighthouse devtools ${url} run ${i + 1}: LCP ${num(figures.lcpMs)}, TBT ${num(figures.tbtMs)}, TTI ${num(figures.ttiMs)}`,
            );
          }
        }
      }
      if (withSimulated) {
        for (const page of LIGHTHOUSE_PAGES) {
          for (const origin of [origins.ours, origins.base]) {
            const figures = await runOnce(`${origin}${page}`, 'simulate');
            if (figures) simulated.set(`${origin}${page}`, figures);
          }
        }
      }
    } finally {
      await lighthouse.close();
    }
    const failures = lighthouse.failures();
    const minutes = ((Date.now() - started) / 60000).toFixed(1);

    const lines = [
      `Lighthouse 12.8 (Node API, one Debian Chromium), mobile form factor, **DevTools throttling**: slow 4G`,
      '(562.5 ms request latency, 1.47 Mbit/s down) and 4× CPU slowdown applied in the browser, so these are',
      `the times the throttled browser observed. Median of ${runs} run(s) per page, the two sites' runs interleaved.`,
      `Targets for every page: LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, time to interactive ≤ ${TARGETS.ttiMs} ms.`,
      '',
      '| Page | LCP ms | TBT ms | TTI ms | FCP ms | Perf score | KiB | Requests | Runs | Targets met |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const page of LIGHTHOUSE_PAGES) {
      const oRuns = observed.get(`${origins.ours}${page}`) ?? [];
      const bRuns = observed.get(`${origins.base}${page}`) ?? [];
      if (oRuns.length === 0 || bRuns.length === 0) {
        lines.push(`| \`${page}\` | not measured (every attempt failed) |`);
        continue;
      }
      const o = medianFigures(oRuns);
      const b = medianFigures(bRuns);
      const met = o.lcpMs <= TARGETS.lcpMs && o.tbtMs <= TARGETS.tbtMs && o.ttiMs !== null && o.ttiMs <= TARGETS.ttiMs;
      lines.push(
        `| \`${page}\` | ${cell(o.lcpMs, b.lcpMs)} | ${cell(o.tbtMs, b.tbtMs)} | ${cell(o.ttiMs, b.ttiMs)} | ${cell(o.fcpMs, b.fcpMs)} | ${o.performance} / ${b.performance} | ${(o.bytes / 1024).toFixed(1)} / ${(b.bytes / 1024).toFixed(1)} | ${o.requests} / ${b.requests} | ${oRuns.length} / ${bRuns.length} | ${met ? 'yes' : 'no'} |`,
      );
    }
    lines.push('', 'Each cell: this site / baseline (ratio, lower is better for times and sizes).', '');
    lines.push(
      'Spread over the runs, this site (min–max):',
      '',
      '| Page | LCP ms | TBT ms | TTI ms |',
      '|---|---|---|---|',
    );
    for (const page of LIGHTHOUSE_PAGES) {
      const runsOf = observed.get(`${origins.ours}${page}`) ?? [];
      lines.push(
        `| \`${page}\` | ${spread(runsOf.map((r) => r.lcpMs))} | ${spread(runsOf.map((r) => r.tbtMs))} | ${spread(runsOf.map((r) => r.ttiMs))} |`,
      );
    }
    if (simulated.size) {
      lines.push(
        '',
        '### Lighthouse simulated throttling (estimates)',
        '',
        "One run per page with Lighthouse's default simulated throttling: the page loads unthrottled and",
        'Lighthouse **estimates** the slow-4G figures from a model. Secondary; the table above is what was observed.',
        '',
        '| Page | LCP ms (est.) | TBT ms (est.) | TTI ms (est.) | Perf score (est.) |',
        '|---|---|---|---|---|',
      );
      for (const page of LIGHTHOUSE_PAGES) {
        const o = simulated.get(`${origins.ours}${page}`);
        const b = simulated.get(`${origins.base}${page}`);
        if (!o || !b) continue;
        lines.push(
          `| \`${page}\` | ${cell(o.lcpMs, b.lcpMs)} | ${cell(o.tbtMs, b.tbtMs)} | ${cell(o.ttiMs, b.ttiMs)} | ${o.performance} / ${b.performance} |`,
        );
      }
    }
    lines.push('', `Lighthouse took ${minutes} min; ${failures} failed attempt(s) (retried once in a fresh Chromium).`);
    return lines.join('\n');
  },
};
