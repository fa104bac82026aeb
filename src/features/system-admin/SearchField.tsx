import { Field, Input } from '~/components/ui/Field';

/** The search box of a system admin list; the list follows once typing pauses. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field label={label} className="min-w-0 flex-1">
      <Input
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
