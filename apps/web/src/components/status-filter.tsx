/** A list's status filter: every status of the list, or all of them (the empty value). */
export function StatusFilter({
  value,
  statuses,
  onChange,
}: {
  value: string;
  statuses: readonly string[];
  onChange: (status: string) => void;
}) {
  return (
    <select aria-label="Status" className="select w-auto" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All statuses</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
