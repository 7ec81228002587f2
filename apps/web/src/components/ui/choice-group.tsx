/** A row of mutually exclusive choices (radio buttons drawn as a segmented control), e.g. the paper width. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  labelOf,
  onChange,
  disabled = false,
  columns,
  classOf,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: boolean;
  /** Grid columns on phones (4: two on phones, four from 640 px); 'row': every option on one row. */
  columns?: 2 | 3 | 4 | 'row';
  /** Extra classes of an option's label (a font family drawn in its own font). */
  classOf?: (option: T) => string;
}) {
  const grid = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-4', row: 'grid-flow-col' }[
    columns ?? 2
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`grid gap-1 rounded-xl bg-slate-100 p-1 ${grid}`}>
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium text-slate-600 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${classOf?.(option) ?? ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
