import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Styles live beside the component they style, and each route's entry stylesheet gathers them
 * (app/globals.css explains why). These tests keep that arrangement honest: a stylesheet that no
 * entry gathers never reaches a page, and a class that no source file names is dead CSS.
 */
const ROOT = path.resolve(__dirname, '../..');

/** Stylesheets a module imports directly (the entries, and the two that load with their component). */
function importedByModules(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(['app', 'components'], /\.tsx?$/)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)) {
      const spec = match[1];
      found.push(spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(file), spec));
    }
  }
  return found;
}

function sourceFiles(dirs: string[], pattern: RegExp): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
      return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  return dirs.flatMap((dir) => walk(path.join(ROOT, dir)));
}

/** Every stylesheet reachable from the modules' imports through `@import`. */
function reachable(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^@import '([^']+)';$/gm)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  importedByModules().forEach(visit);
  return seen;
}

/** Class names used in a stylesheet's selectors (not in values such as `.5rem`). */
export function selectorClasses(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const match of withoutComments.matchAll(/([^{}]+)\{/g)) {
    const selector = match[1];
    if (selector.trim().startsWith('@')) continue;
    for (const cls of selector.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)) names.add(cls[1]);
  }
  return [...names];
}

/**
 * True when some source names the class whole, or as a modifier a template string completes: the
 * fixed part runs at least to the class's last `--` or `__` (`callout--${type}`,
 * `toc__item--h${depth}`), so a short prefix such as `t${` never counts.
 */
export function isNamed(cls: string, sources: string): boolean {
  if (new RegExp(`(^|[^\\w-])${cls}($|[^\\w-])`).test(sources)) return true;
  const separator = Math.max(cls.lastIndexOf('--'), cls.lastIndexOf('__'));
  if (separator < 0) return false;
  for (let cut = cls.length - 1; cut >= separator + 2; cut -= 1) {
    if (sources.includes(`${cls.slice(0, cut)}\${`)) return true;
  }
  return false;
}

const stylesheets = sourceFiles(['app', 'components'], /\.css$/);

describe('stylesheets', () => {
  it('every stylesheet is gathered by a route entry or imported by its component', () => {
    const gathered = reachable();
    const missing = stylesheets.filter((file) => !gathered.has(file)).map((file) => path.relative(ROOT, file));
    expect(missing).toEqual([]);
  });

  it('every stylesheet under components/ sits beside a component', () => {
    const lonely = stylesheets
      .filter((file) => file.includes(`${path.sep}components${path.sep}`))
      .filter((file) => !fs.readdirSync(path.dirname(file)).some((name) => name.endsWith('.tsx')))
      .map((file) => path.relative(ROOT, file));
    expect(lonely).toEqual([]);
  });

  it('every class a stylesheet styles is named by the code or the content that renders it', () => {
    const sources = [
      ...sourceFiles(['app', 'components', 'lib', 'scripts'], /\.(tsx?|mjs)$/),
      ...sourceFiles(['content'], /\.(mdx?|svg|json)$/),
    ]
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unused = stylesheets.flatMap((file) =>
      selectorClasses(fs.readFileSync(file, 'utf8'))
        .filter((cls) => !isNamed(cls, sources))
        .map((cls) => `${path.relative(ROOT, file)}: .${cls}`),
    );
    expect(unused).toEqual([]);
  });

  it('counts a template string as naming a modifier, not a bare prefix', () => {
    expect(isNamed('callout--note', 'className={`callout callout--${type}`}')).toBe(true);
    expect(isNamed('toc__item--h3', '`toc__item toc__item--h${depth}`')).toBe(true);
    expect(isNamed('table-header', 'const x = `t${y}`')).toBe(false);
    expect(isNamed('sidebar__list', '`s${a}` `side${b}`')).toBe(false);
  });

  it('finds the classes of a selector, not the numbers of a value', () => {
    expect(
      selectorClasses('.a__b:hover > .c--d, p.e { margin: .5rem; }\n@media (min-width: 1px) { .f { x: 1 } }'),
    ).toEqual(['a__b', 'c--d', 'e', 'f']);
  });
});
