import { Fieldset } from '~/components/admin/forms/Fieldset';
import { SortableList } from '~/components/admin/sortable/SortableList';
import type { CustomLinkFields } from '~/schemas/custom-link';

import { LinkDraftInputs } from './LinkDraftInputs';
import { LinkRow } from './LinkRow';

/**
 * Custom links of content not created yet: kept in the form and saved with it, in this order.
 */
export function StagedLinksEditor({
  value,
  onChange,
  error,
}: {
  value: readonly CustomLinkFields[];
  onChange: (links: CustomLinkFields[]) => void;
  error?: string;
}) {
  // Positions are the identity of staged links: two may share a name and URL.
  const rows = value.map((link, index) => ({ ...link, key: String(index) }));
  return (
    <Fieldset legend="Custom links" hint="Saved with the content, in this order." error={error}>
      {rows.length > 0 && (
        <SortableList
          items={rows}
          idOf={(row) => row.key}
          labelOf={(row) => row.linkName}
          label="Custom links"
          className="flex flex-col gap-2"
          onReorder={(keys) => onChange(keys.map((key) => value[Number(key)]!))}
        >
          {(row, controls) => (
            <LinkRow
              link={row}
              controls={controls}
              onRemove={() => onChange(value.filter((_, at) => at !== Number(row.key)))}
            />
          )}
        </SortableList>
      )}
      <LinkDraftInputs
        onAdd={(link) => {
          onChange([...value, link]);
          return true;
        }}
      />
    </Fieldset>
  );
}
