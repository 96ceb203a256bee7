/** One choice of a list's filter form (a GET form, so it works without JavaScript): label, select, options. */
export function FilterSelect<Value extends string>({
  id,
  name,
  label,
  value,
  options,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
