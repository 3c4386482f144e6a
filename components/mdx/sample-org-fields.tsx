import { describeSampleOrgObject, type TextPiece } from '@/lib/content/sample-org-schema';
import { MdxTable } from './table';

function Pieces({ pieces }: { pieces: TextPiece[] }) {
  return pieces.map((piece, i) => (piece.code ? <code key={i}>{piece.value}</code> : piece.value));
}

/**
 * The fields of one sample org object as a table, rendered at build time from the sample org
 * itself: `<SampleOrgFields object="Account" />`. A server component: the data never reaches the
 * browser with the page.
 */
export function SampleOrgFields({ object }: { object: string }) {
  const { name, records, rows, children } = describeSampleOrgObject(object);
  return (
    <>
      <p>
        <code>{name}</code>: {records} records. <Pieces pieces={children} />
      </p>
      <MdxTable>
        <thead>
          <tr>
            <th>Field</th>
            <th>Type</th>
            <th>Values or parent</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <td>
                <code>{row.field}</code>
              </td>
              <td>{row.type}</td>
              <td>
                <Pieces pieces={row.detail} />
              </td>
            </tr>
          ))}
        </tbody>
      </MdxTable>
    </>
  );
}
