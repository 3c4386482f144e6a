import type { ReactNode } from 'react';
import { DocsShell } from '@/components/layout/docs-shell';
import { getNavTree } from '@/lib/content/docs';

export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <DocsShell nodes={getNavTree('docs')} label="Docs sidebar">
      {children}
    </DocsShell>
  );
}
