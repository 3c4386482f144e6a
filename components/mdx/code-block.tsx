import type { HTMLAttributes } from 'react';
import { CopyButton } from './copy-button';

/** A highlighted code block with its language label and a copy button. */
export function CodeBlock(props: HTMLAttributes<HTMLPreElement> & { 'data-language'?: string }) {
  const language = props['data-language'];
  return (
    <div className="code-block">
      {language && language !== 'plaintext' && <span className="code-block__lang">{language.toUpperCase()}</span>}
      <pre {...props} tabIndex={0} />
      <CopyButton />
    </div>
  );
}
