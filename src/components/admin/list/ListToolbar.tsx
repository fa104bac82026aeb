import { Field, Input, Select } from '~/components/ui/Field';

export interface ListFilter<Value extends string> {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}

/** Above an admin list: search by title and one filter of the records' state or type. */
export function ListToolbar<Value extends string>({
  search,
  onSearch,
  filter,
  searchLabel = 'Search by title',
}: {
  search: string;
  onSearch: (search: string) => void;
  filter: ListFilter<Value>;
  searchLabel?: string;
}) {
  return (
    // Named, so it stands apart from the site's own search landmark in the header.
    <div role="search" aria-label="This list" className="mb-6 grid gap-4 sm:grid-cols-[1fr_14rem]">
      <Field label={searchLabel}>
        <Input
          type="search"
          value={search}
          maxLength={200}
          placeholder="Search..."
          onChange={(event) => onSearch(event.target.value)}
        />
      </Field>
      <Field label={filter.label}>
        <Select
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value as Value)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
