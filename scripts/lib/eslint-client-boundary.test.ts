import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundary from './eslint-client-boundary.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundary },
    rules: { 'boundary/no-server-imports-in-client': 'error' as const },
  },
];
const problems = (code: string) =>
  linter.verify(code, config, 'components/x.tsx').map((m) => `${m.line}: ${m.message.split(' is ')[0]}`);

describe('boundary/no-server-imports-in-client', () => {
  it('reports value imports of file-reading modules in a client file', () => {
    const code = [
      "'use client';",
      "import { getDocPages } from '@/lib/content/docs';",
      "import fs from 'node:fs';",
      "export { getBlogPosts } from '@/lib/content/blog';",
      "const load = () => import('@/lib/content/home');",
    ].join('\n');
    expect(problems(code)).toEqual([
      "2: '@/lib/content/docs'",
      "3: 'node:fs'",
      "4: '@/lib/content/blog'",
      "5: '@/lib/content/home'",
    ]);
  });

  it('allows type-only imports, pure modules, and anything in a server file', () => {
    const client = [
      "'use client';",
      "import type { NavNode } from '@/lib/content/nav';",
      "import { type TocItem } from '@/lib/content/mdx-tree';",
      "import { isSamePage } from '@/lib/paths';",
    ].join('\n');
    expect(problems(client)).toEqual([]);
    expect(problems("import { getDocPages } from '@/lib/content/docs';")).toEqual([]);
  });
});
