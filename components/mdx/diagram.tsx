import { getDiagramSvg } from '@/lib/content/diagrams';

/**
 * An SVG diagram from content/diagrams, inlined so its colours follow the site's colour mode.
 * The SVG comes from the repository, never from readers, so inlining it is safe.
 */
export function Diagram({ name, alt, caption }: { name: string; alt: string; caption?: string }) {
  if (!alt || !alt.trim()) throw new Error(`<Diagram name="${name}"> needs an alt text describing the picture.`);
  return (
    <figure className="diagram">
      <div
        className="diagram__image"
        role="img"
        aria-label={alt}
        dangerouslySetInnerHTML={{ __html: getDiagramSvg(name) }}
      />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
