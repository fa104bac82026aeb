import { z } from 'zod';

import { idSchema, isHttpUrl, requiredText } from './common';

/** The kinds of content a custom link can belong to (custom_links.entity_type). */
export const customLinkEntityTypes = ['blog', 'project', 'series', 'series_item'] as const;
export type CustomLinkEntityType = (typeof customLinkEntityTypes)[number];

export const MAX_CUSTOM_LINKS = 50;

/** Name and URL, both required after trimming; the URL must be http(s). */
export const customLinkFields = z.object({
  linkName: requiredText('Link name', 200),
  linkUrl: requiredText('Link URL', 2048).refine(isHttpUrl, 'Enter a full http(s):// URL.'),
});
export type CustomLinkFields = z.infer<typeof customLinkFields>;

/** Links collected in a create dialog and saved together with their series or item. */
export const stagedLinksSchema = z
  .array(customLinkFields)
  .max(MAX_CUSTOM_LINKS, `At most ${MAX_CUSTOM_LINKS} links.`)
  .default([]);

/** The content whose links a call is about. */
export const customLinkOwnerInput = z.object({
  entityType: z.enum(customLinkEntityTypes, {
    message: 'Entity type must be blog, project, series or series_item.',
  }),
  entityId: idSchema,
});
export type CustomLinkOwnerInput = z.infer<typeof customLinkOwnerInput>;

export const addCustomLinkInput = customLinkOwnerInput.extend(customLinkFields.shape);
export type AddCustomLinkInput = z.infer<typeof addCustomLinkInput>;

export const customLinkIdInput = z.object({ id: idSchema });
export type CustomLinkIdInput = z.infer<typeof customLinkIdInput>;

/** Every link of the owner, each once, in the new order. */
export const reorderCustomLinksInput = customLinkOwnerInput.extend({
  ids: z.array(idSchema).max(MAX_CUSTOM_LINKS, `At most ${MAX_CUSTOM_LINKS} links.`),
});
export type ReorderCustomLinksInput = z.infer<typeof reorderCustomLinksInput>;
