import { Children, isValidElement, type ReactNode, type TableHTMLAttributes } from 'react';

/** Plain text of a React subtree (strings and numbers only). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** The header cells' text, used to give each scrollable table region its own name. */
function headerText(children: ReactNode): string {
  const thead = Children.toArray(children).find((child) => isValidElement(child) && child.type === 'thead');
  if (!thead || !isValidElement<{ children?: ReactNode }>(thead)) return '';
  const row = Children.toArray(thead.props.children)[0];
  if (!isValidElement<{ children?: ReactNode }>(row)) return '';
  return Children.toArray(row.props.children)
    .map((cell) => textOf(cell).trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Wide tables scroll inside a focusable wrapper so keyboard users can scroll them too. Each
 * wrapper is named after its columns, so screen-reader users can tell the tables apart.
 */
export function MdxTable({ children, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  const columns = headerText(children);
  return (
    // A group, not a region: several tables on a page may share columns, and landmarks must be unique.
    <div className="table-wrapper" tabIndex={0} role="group" aria-label={columns ? `Table: ${columns}` : 'Table'}>
      <table {...props}>{children}</table>
    </div>
  );
}
