import { IconButton } from '~/components/admin/IconButton';
import { PlusIcon, TrashIcon } from '~/components/admin/icons';
import { Button } from '~/components/ui/Button';

/**
 * A list of URLs edited one box per entry (GitHub repositories, documents). Blank entries are
 * kept while editing and dropped by the server, which trims every entry.
 */
export function UrlListInput({
  label,
  value,
  onChange,
  placeholder,
  addLabel,
  invalid = false,
  disabled = false,
}: {
  /** Names each box for screen readers: '{label} 1', '{label} 2'… */
  label: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  placeholder: string;
  addLabel: string;
  /** The list as a whole failed validation (its message is shown by the surrounding Fieldset). */
  invalid?: boolean;
  disabled?: boolean;
}) {
  const update = (index: number, url: string) =>
    onChange(value.map((current, at) => (at === index ? url : current)));
  return (
    <div className="flex flex-col gap-2">
      {value.map((url, index) => (
        <div key={index} className="flex gap-2">
          <input
            type="url"
            value={url}
            onChange={(event) => update(index, event.target.value)}
            aria-label={`${label} ${index + 1}`}
            aria-invalid={invalid || undefined}
            placeholder={placeholder}
            disabled={disabled}
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 aria-invalid:border-red-600 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <IconButton
            label={`Remove ${label} ${index + 1}`}
            className="size-10"
            onClick={() => onChange(value.filter((_, at) => at !== index))}
            disabled={disabled}
          >
            <TrashIcon className="size-4" />
          </IconButton>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => onChange([...value, ''])}
        disabled={disabled}
      >
        <PlusIcon className="size-4" />
        {addLabel}
      </Button>
    </div>
  );
}
