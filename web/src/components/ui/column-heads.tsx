/** A table's column headings, each a `th` of the column's scope, so screen readers name the cells. */
export function ColumnHeads({ names, className }: { names: readonly string[]; className: string }) {
  return names.map((name) => (
    <th key={name} scope="col" className={className}>
      {name}
    </th>
  ));
}
