import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ContentImage } from '~/components/ui/ContentImage';

function imageMarkup(src: string) {
  return renderToStaticMarkup(
    createElement(ContentImage, {
      src,
      fallbackAlt: 'Maya Chen',
      sizes: '(min-width: 640px) 50vw',
    }),
  );
}

describe('ContentImage', () => {
  it('draws an image from another site as it is, without sizes (HTML allows it only with a srcset)', () => {
    const html = imageMarkup('https://example.com/maya.jpg');
    expect(html).toContain('src="https://example.com/maya.jpg"');
    expect(html).not.toMatch(/srcset=|sizes=/i);
  });

  it("gives a site image's variants the sizes hint they are chosen by", () => {
    const html = imageMarkup('/demo/team-maya-chen.webp');
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fdemo%2Fteam-maya-chen\.webp&amp;w=/);
    expect(html).toContain('sizes="(min-width: 640px) 50vw"');
  });
});
