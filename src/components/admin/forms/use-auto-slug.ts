import { useState, type ChangeEvent } from 'react';

import { slugify } from '~/lib/slugify';

/**
 * A slug that follows its title (or name) as it is typed, until the slug itself is edited by
 * hand. Pass `follows: false` for saved content, whose address is already out there.
 */
export function useAutoSlug(setSlug: (slug: string) => void, follows = true) {
  const [editedByHand, setEditedByHand] = useState(!follows);
  return {
    /** The title field's onChange. */
    onTitleChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!editedByHand) setSlug(slugify(event.target.value));
    },
    /** The slug field's onChange. */
    onSlugChange: () => {
      setEditedByHand(true);
    },
  };
}
