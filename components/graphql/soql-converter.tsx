'use client';

import { LazyLoad } from '@/components/layout/lazy-load';
import type { SoqlConverterPanelProps } from './soql-converter-panel';

// The parser and printer are the heavy part: they load only on pages that show the converter.
const loadPanel = () => import('./soql-converter-panel').then((m) => m.SoqlConverterPanel);

/** The converter, loaded lazily with the site's loading and "Page Error" states. */
export function SoqlConverter({ compact = false }: SoqlConverterPanelProps) {
  return <LazyLoad load={loadPanel} props={{ compact }} label="the SOQL to GraphQL converter" />;
}
