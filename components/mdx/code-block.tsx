import type { HTMLAttributes } from 'react';
import { CopyButton } from './copy-button';

/**
 * A highlighted code block. Its language label and copy button sit in a bar above the code, in
 * the flow of the page, so they never cover a line of code however narrow the screen.
 */
export function CodeBlock(props: HTMLAttributes<HTMLPreElement> & { 'data-language'?: string }) {
  const language = props['data-language'];
  return (
    <div className="code-block">
      <div className="code-block__bar">
        {language && language !== 'plaintext' && <span className="code-block__lang">{language.toUpperCase()}</span>}
        <CopyButton />
      </div>
      <pre {...props} tabIndex={0} />
    </div>
  );
}
