import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';

import { youTubeVideoId } from '~/lib/youtube';

/** Links the editor makes and keeps: the schemes the server's sanitiser allows. */
const LINK_SCHEMES = /^(?:https?:|mailto:)/i;

/**
 * Saved posts hold a YouTube player as a bare iframe (the sanitiser drops the wrapper the
 * extension writes): read it back as a video too.
 */
const YoutubeEmbed = Youtube.extend({
  parseHTML() {
    return [
      { tag: 'div[data-youtube-video] iframe' },
      {
        tag: 'iframe[src]',
        getAttrs: (element) =>
          youTubeVideoId(element.getAttribute('src') ?? '') === null ? false : null,
      },
    ];
  },
});

/** The nodes and marks of a post: what the public page renders, and nothing else. */
export const blogExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto'],
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_SCHEMES.test(url),
    },
  }),
  Image.configure({ inline: false }),
  TableKit.configure({ table: { resizable: false } }),
  YoutubeEmbed.configure({ nocookie: true, HTMLAttributes: { title: 'YouTube video' } }),
];
