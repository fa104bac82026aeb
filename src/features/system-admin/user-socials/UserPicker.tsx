import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useState } from 'react';

import { useDebouncedValue } from '~/components/admin/list/use-debounced-value';
import { Input } from '~/components/ui/Field';
import { api } from '~/utils/api';

export interface PickedUser {
  id: string;
  fullName: string;
  email: string;
}

const SUGGESTIONS = 8;

/**
 * Finds a user by name or email as one types (inside a Field, which labels it): arrows move
 * through the matches, Enter picks one.
 */
export function UserPicker({
  value,
  onChange,
}: {
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const matches = api.user.list.useQuery({ search, limit: SUGGESTIONS });
  const users = matches.data?.items ?? [];

  return (
    <Combobox value={value} onChange={onChange} onClose={() => setTyped('')} by="id">
      <div className="relative">
        <ComboboxInput
          as={Input}
          autoComplete="off"
          placeholder="Type a name or email"
          displayValue={(user: PickedUser | null) =>
            user ? `${user.fullName} (${user.email})` : ''
          }
          onChange={(event) => setTyped(event.target.value)}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 w-(--input-width) rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {matches.isPending ? (
            <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">Searching...</p>
          ) : users.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">No users match.</p>
          ) : (
            users.map((user) => (
              <ComboboxOption
                key={user.id}
                value={user}
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50 data-selected:font-semibold dark:text-slate-100 dark:data-focus:bg-slate-800"
              >
                {user.fullName}{' '}
                <span className="text-slate-600 dark:text-slate-400">{user.email}</span>
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
