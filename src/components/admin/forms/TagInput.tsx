import { useState, type KeyboardEvent } from 'react';

import { Button } from '~/components/ui/Button';
import { Input } from '~/components/ui/Field';
import { CloseIcon } from '~/components/ui/icons';

/** A tag list with its own text box: Add or Enter appends; empty and repeated tags are ignored. */
export function TagInput({
  value,
  onChange,
  placeholder = 'Add a tag',
  disabled = false,
}: {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState('');

  function add() {
    const tag = draft.trim();
    if (tag && !value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={addOnEnter}
          placeholder={placeholder}
          disabled={disabled}
        />
        <Button variant="outline" onClick={add} disabled={disabled}>
          Add
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-950 dark:text-brand-200"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((kept) => kept !== tag))}
                aria-label={`Remove tag ${tag}`}
                disabled={disabled}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100 dark:hover:bg-brand-900"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
