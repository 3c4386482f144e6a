import type { ReactNode } from 'react';
import { DocsShell } from '@/components/layout/docs-shell';
import { getNavTree } from '@/lib/content/docs';

export default function DevopsLayout({ children }: { children: ReactNode }) {
  return (
    <DocsShell nodes={getNavTree('devops')} label="DevOps Center sidebar">
      {children}
    </DocsShell>
  );
}
