/**
 * Scale section of the bench: does the site stay light and quick as the docs grow?
 *
 * For each content scale (default ×1, ×10, ×30; growth from scripts/lib/grow-content.ts, the
 * same copies the search benches use) it writes the grown content to a temporary folder, builds
 * the site from it (`SFX_CONTENT_DIR`) and reports pages, export bytes, bytes per page, a docs
 * page's first-load bytes (HTML, its embedded payload, the payload file a client navigation
 * fetches, first-load JavaScript; gzip), build time, peak memory (resident set of the build and
 * every process it starts, sampled each half second) and the search files. At the dev scales
 * (default ×1 and ×30) it also starts `next dev` over the grown content and times the first
 * docs page, a warm docs page, an edit shown on reload, and the first blog page. When ×1 and ×30
 * are both built, it keeps the two exports and measures what a phone observes on two docs pages of
 * each (Lighthouse mobile, DevTools throttling, `--reader-runs` runs interleaved between the two;
 * 0 skips it).
 *
 * `npm run bench:scale [-- --scales 1,10,30 --dev-scales 1,30 --reader-runs 7 --port 3240 --report <file>]`;
 * `npm run bench` runs it too. The builds replace out/ (the last one is ×1 built from a copy of
 * the content): run `npm run build` afterwards before testing the export.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePage } from '../lib/quality/budgets';
import { medianFigures, openLighthouseRunner } from './bench-lighthouse';
import type { LighthouseFigures } from './bench-package';
import { growContent } from '../scripts/lib/grow-content';
import { serveStatic } from '../scripts/lib/serve-static';

const DOC_PAGE = '/docs/Explore/SOQL/';

export interface BuildFigures {
  scale: number;
  docsPages: number;
  htmlPages: number;
  exportBytes: number;
  docHtmlGzip: number;
  docInlinePayloadGzip: number;
  docRoutePayloadGzip: number;
  docScriptGzip: number;
  buildSeconds: number;
  peakMemoryMiB: number;
  searchBytes: number;
  searchGzip: number;
}

export interface DevFigures {
  scale: number;
  readySeconds: number;
  firstDocSeconds: number;
  warmDocSeconds: number;
  editShownSeconds: number;
  firstBlogSeconds: number;
}

/** The docs pages a reader is measured on at ×1 and ×30: a short page and the long SOQL page. */
const READER_PAGES = ['/docs/intro/', DOC_PAGE];
/** The scale the reader figures compare with ×1 (issue #20's target: within 1.05×). */
const READER_SCALE = 30;

export interface ReaderFigures {
  page: string;
  /** Lighthouse runs at ×1 and at ×30, in the order they ran. */
  x1: LighthouseFigures[];
  x30: LighthouseFigures[];
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const gzip = (data: string | Buffer) => gzipSync(data).length;

/** Resident memory (KiB) of a process and all its descendants. */
function treeRssKiB(root: number): number {
  let table: string;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  } catch {
    return 0;
  }
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid, kib] = line.trim().split(/\s+/).map(Number);
    rss.set(pid, kib);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command to completion, sampling the memory of its process tree. */
function runMeasured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; peakKiB: number }> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    let peakKiB = 0;
    const timer = setInterval(() => (peakKiB = Math.max(peakKiB, treeRssKiB(child.pid!))), 500);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code === 0) resolve({ seconds: (Date.now() - start) / 1000, peakKiB });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

/** Builds the site from `contentDir` and measures the export in out/. */
async function measureBuild(scale: number, contentDir: string, docsPages: number): Promise<BuildFigures> {
  const env = { ...process.env, SFX_CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' };
  const { seconds, peakKiB } = await runMeasured('npm', ['run', 'build', '--silent'], env);
  const out = path.resolve('out');
  const files = filesUnder(out);
  const pageFile = path.join(out, DOC_PAGE, 'index.html');
  const html = fs.readFileSync(pageFile, 'utf8');
  const inline = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const routePayload = path.join(out, DOC_PAGE, 'index.txt');
  // Every search file: the entry and all its chunks (a reader fetches only those their queries need).
  const searchFiles = fs.readdirSync('public/search').map((name) => fs.readFileSync(path.join('public/search', name)));
  return {
    scale,
    docsPages,
    htmlPages: files.filter((file) => file.endsWith('.html')).length,
    exportBytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    docHtmlGzip: gzip(html),
    docInlinePayloadGzip: gzip(inline),
    docRoutePayloadGzip: fs.existsSync(routePayload) ? gzip(fs.readFileSync(routePayload)) : 0,
    docScriptGzip: Math.round(measurePage(out, path.join(DOC_PAGE.slice(1), 'index.html')).scriptKiB * 1024),
    buildSeconds: seconds,
    peakMemoryMiB: peakKiB / 1024,
    searchBytes: searchFiles.reduce((sum, data) => sum + data.length, 0),
    searchGzip: searchFiles.reduce((sum, data) => sum + gzip(data), 0),
  };
}

/** GET over plain HTTP, with no timeout: a first request under `next dev` at scale can take minutes. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function timedGet(url: string, mustContain?: string): Promise<number> {
  const start = Date.now();
  const { status, body } = await get(url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  if (mustContain && !body.includes(mustContain)) throw new Error(`${url} does not show "${mustContain}"`);
  return (Date.now() - start) / 1000;
}

/** `next dev` over the grown content: first docs page, a warm one, an edit shown, the first blog page. */
async function measureDev(scale: number, contentDir: string, port: number): Promise<DevFigures> {
  // A cold start, as after a fresh clone: without this, Turbopack's cache from an earlier run
  // (in .next/dev) makes the first page several times faster than an editor's first one.
  fs.rmSync(path.resolve('.next', 'dev'), { recursive: true, force: true });
  const start = Date.now();
  const child: ChildProcess = spawn('npx', ['next', 'dev', '-p', String(port)], {
    env: { ...process.env, SFX_CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (/Ready in/.test(seen)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`next dev exited with ${code}: ${seen}`)));
    });
    const readySeconds = (Date.now() - start) / 1000;
    const base = `http://localhost:${port}`;
    const firstDocSeconds = await timedGet(`${base}/docs/intro/`);
    // Another page of the compiled route: what an editor waits for when moving between pages.
    await timedGet(`${base}${DOC_PAGE}`);
    const warmDocSeconds = await timedGet(`${base}/docs/Explore/SOSL/`);
    const marker = `Scale bench edit ${Date.now()}`;
    const file = path.join(contentDir, 'docs', 'intro.mdx');
    fs.appendFileSync(file, `\n\n${marker}\n`);
    const editStart = Date.now();
    for (;;) {
      const { body } = await get(`${base}/docs/intro/`);
      if (body.includes(marker)) break;
      if (Date.now() - editStart > 120_000) throw new Error('The edit did not show within 120 s.');
    }
    const editShownSeconds = (Date.now() - editStart) / 1000;
    const firstBlogSeconds = await timedGet(`${base}/blog/release60/`);
    return { scale, readySeconds, firstDocSeconds, warmDocSeconds, editShownSeconds, firstBlogSeconds };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(bytes < 1e7 ? 2 : 1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function scaleMarkdown(builds: BuildFigures[], devs: DevFigures[], readers: ReaderFigures[] = []): string {
  const base = builds.find((b) => b.scale === 1);
  const ratio = (value: number, of: (b: BuildFigures) => number) =>
    base ? ` (${(value / of(base)).toFixed(2)}×)` : '';
  const lines = [
    `Docs grown by copying the docs section (scripts/lib/grow-content.ts); ratios are against ×1. Peak memory sums the build and every process it starts. ${os.cpus().length} cores, shared.`,
    '',
    '| Docs content | Docs pages | HTML pages | Export | Bytes per page | SOQL page HTML (gzip) | its inline payload (gzip) | its route payload file (gzip) | its first-load JS (gzip) | Build | Peak memory | Search files, all (gzip) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const b of builds) {
    const perPage = b.exportBytes / b.htmlPages;
    lines.push(
      `| ×${b.scale} | ${b.docsPages} | ${b.htmlPages} | ${mb(b.exportBytes)} MB${ratio(b.exportBytes, (x) => x.exportBytes)} | ${mb(perPage)} MB${ratio(perPage, (x) => x.exportBytes / x.htmlPages)} | ${kib(b.docHtmlGzip)} KiB${ratio(b.docHtmlGzip, (x) => x.docHtmlGzip)} | ${kib(b.docInlinePayloadGzip)} KiB | ${kib(b.docRoutePayloadGzip)} KiB | ${kib(b.docScriptGzip)} KiB | ${b.buildSeconds.toFixed(0)} s${ratio(b.buildSeconds, (x) => x.buildSeconds)} | ${b.peakMemoryMiB.toFixed(0)} MiB${ratio(b.peakMemoryMiB, (x) => x.peakMemoryMiB)} | ${kib(b.searchGzip)} KiB |`,
    );
  }
  if (base && builds.length > 1) {
    lines.push('', 'Growth against page count (1.00 = linear): ');
    for (const b of builds.filter((x) => x.scale !== 1)) {
      const pages = b.htmlPages / base.htmlPages;
      lines.push(
        `- ×${b.scale}: pages ${pages.toFixed(2)}×; build time ÷ pages ${(b.buildSeconds / base.buildSeconds / pages).toFixed(2)}, peak memory ÷ pages ${(b.peakMemoryMiB / base.peakMemoryMiB / pages).toFixed(2)}, export ÷ pages ${(b.exportBytes / base.exportBytes / pages).toFixed(2)}.`,
      );
    }
  }
  if (devs.length) {
    lines.push(
      '',
      '`next dev` over the grown content, started without a compile cache (`.next/dev` removed, as after a fresh clone; a request each, timed to the last byte; the first request of a route compiles it):',
      '',
      '| Docs content | Server ready | First docs page | Warm docs page | Edit → reload shows it | First blog page (after the docs) |',
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const d of devs) {
      lines.push(
        `| ×${d.scale} | ${d.readySeconds.toFixed(1)} s | ${d.firstDocSeconds.toFixed(1)} s | ${d.warmDocSeconds.toFixed(2)} s | ${d.editShownSeconds.toFixed(2)} s | ${d.firstBlogSeconds.toFixed(1)} s |`,
      );
    }
  }
  if (readers.length) {
    const cell = (r: ReaderFigures, key: 'lcpMs' | 'tbtMs' | 'ttiMs' | 'bytes', unit = 1) => {
      const [a, b] = [medianFigures(r.x1)[key] ?? NaN, medianFigures(r.x30)[key] ?? NaN];
      // A ratio of figures near zero (blocking time of a few ms) says nothing: give the difference.
      const change =
        Number.isNaN(a) || Number.isNaN(b)
          ? 'n/a'
          : a / unit >= 20
            ? (b / a).toFixed(2)
            : `${b >= a ? '+' : '−'}${Math.abs(Math.round((b - a) / unit))}`;
      const shown = (v: number) => (Number.isNaN(v) ? 'n/a' : Math.round(v / unit));
      return `${shown(a)} / ${shown(b)} (${change})`;
    };
    const runs = readers[0]!.x1.length;
    lines.push(
      '',
      `What a phone observes at ×1 and ×${READER_SCALE}: Lighthouse mobile, DevTools throttling (slow 4G, 4× CPU), ${runs} runs per page and scale, the two exports served side by side and measured interleaved. Each cell: ×1 / ×${READER_SCALE} (ratio of the medians, target ≤ 1.05; where the ×1 median is under 20, their difference instead).`,
      '',
      '| Page | LCP ms | TBT ms | Time to interactive ms | Transfer KiB |',
      '|---|---|---|---|---|',
      ...readers.map(
        (r) =>
          `| \`${r.page}\` | ${cell(r, 'lcpMs')} | ${cell(r, 'tbtMs')} | ${cell(r, 'ttiMs')} | ${cell(r, 'bytes', 1024)} |`,
      ),
      '',
      'Runs (LCP / TBT / TTI, ms):',
      ...readers.flatMap((r) =>
        (['x1', 'x30'] as const).map(
          (k) =>
            `- \`${r.page}\` ${k === 'x1' ? '×1' : `×${READER_SCALE}`}: ${r[k]
              .map((f) =>
                [f.lcpMs, f.tbtMs, f.ttiMs ?? NaN].map((v) => (Number.isNaN(v) ? 'n/a' : Math.round(v))).join('/'),
              )
              .join(', ')}`,
        ),
      ),
    );
  }
  return lines.join('\n');
}

/** Lighthouse on the ×1 and ×30 exports, runs interleaved so that a load spike hits both. */
async function measureReaders(exports: Map<number, string>, runs: number, port: number): Promise<ReaderFigures[]> {
  const dirs = [exports.get(1)!, exports.get(READER_SCALE)!];
  const servers = [await serveStatic(dirs[0]!, port + 1), await serveStatic(dirs[1]!, port + 2)];
  const lighthouse = await openLighthouseRunner();
  const figures: ReaderFigures[] = READER_PAGES.map((page) => ({ page, x1: [], x30: [] }));
  try {
    for (let i = 0; i < runs; i++) {
      for (const entry of figures) {
        for (const [key, origin] of [
          ['x1', `http://localhost:${port + 1}`],
          ['x30', `http://localhost:${port + 2}`],
        ] as const) {
          const run = await lighthouse.run(`${origin}${entry.page}`, 'devtools');
          if (!run) continue;
          entry[key].push(run);
          console.log(
            `bench: ${key} ${entry.page} run ${i + 1}: LCP ${Math.round(run.lcpMs)}, TBT ${Math.round(run.tbtMs)}, TTI ${Math.round(run.ttiMs ?? NaN)}`,
          );
        }
      }
    }
  } finally {
    await lighthouse.close();
    for (const server of servers) server.kill();
  }
  return figures;
}

/** Runs the section: builds (largest scale first, so out/ ends with ×1) and dev timings. */
export async function benchScale({
  scales = [1, 10, 30],
  devScales = [1, 30],
  port = 3240,
  readerRuns = 5,
}: { scales?: number[]; devScales?: number[]; port?: number; readerRuns?: number } = {}): Promise<string> {
  const builds: BuildFigures[] = [];
  const devs: DevFigures[] = [];
  const readers: ReaderFigures[] = [];
  // The ×1 and ×30 exports, kept for the reader figures when both are built.
  const keep = readerRuns > 0 && scales.includes(1) && scales.includes(READER_SCALE);
  const exportsDir = keep ? fs.mkdtempSync(path.join(os.tmpdir(), 'sfx-scale-exports-')) : null;
  const exports = new Map<number, string>();
  const all = [...new Set([...scales, ...devScales])].sort((a, b) => b - a);
  try {
    for (const scale of all) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sfx-scale-x${scale}-`));
      try {
        const contentDir = path.join(dir, 'content');
        const docsPages = growContent(path.resolve('content'), contentDir, scale);
        if (devScales.includes(scale)) {
          console.log(`\n== scale ×${scale}: next dev`);
          devs.push(await measureDev(scale, contentDir, port));
          growContent(path.resolve('content'), contentDir, scale);
        }
        if (scales.includes(scale)) {
          console.log(`\n== scale ×${scale}: build (${docsPages} docs pages)`);
          builds.push(await measureBuild(scale, contentDir, docsPages));
          if (exportsDir && (scale === 1 || scale === READER_SCALE)) {
            const copy = path.join(exportsDir, `x${scale}`);
            fs.cpSync(path.resolve('out'), copy, { recursive: true });
            exports.set(scale, copy);
          }
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    if (exportsDir) {
      console.log(`\n== scale: what a phone observes at ×1 and ×${READER_SCALE} (${readerRuns} runs each)`);
      readers.push(...(await measureReaders(exports, readerRuns, port)));
    }
  } finally {
    if (exportsDir) fs.rmSync(exportsDir, { recursive: true, force: true });
  }
  builds.sort((a, b) => a.scale - b.scale);
  devs.sort((a, b) => a.scale - b.scale);
  return scaleMarkdown(builds, devs, readers);
}

// `npx tsx bench/bench-scale.ts [--scales 1,10,30] [--dev-scales 1,30] [--reader-runs 5] [--port 3240] [--report file]`
if (/bench-scale\.ts$/.test(process.argv[1] ?? '')) {
  const argv = process.argv.slice(2);
  const get = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const list = (value: string | undefined, fallback: number[]) =>
    value === undefined ? fallback : value === '' ? [] : value.split(',').map(Number);
  benchScale({
    scales: list(get('--scales'), [1, 10, 30]),
    devScales: list(get('--dev-scales'), [1, 30]),
    port: Number(get('--port') ?? 3240),
    readerRuns: Number(get('--reader-runs') ?? 5),
  })
    .then((markdown) => {
      const report = get('--report');
      if (report) fs.writeFileSync(report, `${markdown}\n`);
      console.log(`\n## Scale\n\n${markdown}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
