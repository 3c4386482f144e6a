import type { TableHTMLAttributes } from 'react';

/** Wide tables scroll inside a focusable region so keyboard users can scroll them too. */
export function MdxTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0} role="region" aria-label="Scrollable table">
      <table {...props} />
    </div>
  );
}
