import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/structured-data';

/** A JSON-LD block. Browsers never run it (it is data), so the CSP needs no hash for it. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  // serializeJsonLd escapes `<`, so nothing in the data can end the element early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
