import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

import type { CustomLinkFields, CustomLinkOwnerInput } from '~/schemas/custom-link';

import { LiveLinksEditor } from './LiveLinksEditor';
import { StagedLinksEditor } from './StagedLinksEditor';

/**
 * The custom links of a create/edit form: staged in the form's `links` until new content is
 * created, edited live once it exists (`saved`).
 */
export function CustomLinksField<Values extends FieldValues & { links?: CustomLinkFields[] }>({
  control,
  saved,
}: {
  control: Control<Values, unknown, Values>;
  saved: (CustomLinkOwnerInput & { teamId: string }) | null;
}) {
  if (saved) return <LiveLinksEditor {...saved} />;
  return (
    <Controller
      control={control}
      name={'links' as Path<Values>}
      render={({ field, fieldState }) => (
        <StagedLinksEditor
          value={(field.value as CustomLinkFields[] | undefined) ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
