import { TABLE_CELL } from '@/components/admin/admin-classes';

/** A back-office table's head: a column header per label, a number's column aligned right. */
export function TableHead({ columns }: { columns: readonly { label: string; numeric?: boolean }[] }) {
  return (
    <thead className="bg-sand-50 text-sm">
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`${TABLE_CELL} font-semibold${column.numeric ? ' text-right' : ''}`}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
