import { describe, expect, it } from 'vitest';

import {
  YOUTUBE_LINK_MESSAGE,
  toYouTubeEmbedUrl,
  youTubeThumbnailUrl,
  youTubeVideoId,
} from '~/lib/youtube';
import { embedUrlVideoId, youTubePlayerUrl } from '~/lib/youtube-player';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('toYouTubeEmbedUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc123&t=10`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=30`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}/`],
    [`youtu.be/${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
  ])('normalises %s', (link) => {
    expect(toYouTubeEmbedUrl(link)).toEqual({ ok: true, videoId: ID, embedUrl: EMBED });
  });

  it('keeps the case of the video id, which is significant', () => {
    const result = toYouTubeEmbedUrl('https://youtu.be/AbC-_123xYz');
    expect(result).toEqual({
      ok: true,
      videoId: 'AbC-_123xYz',
      embedUrl: 'https://www.youtube.com/embed/AbC-_123xYz',
    });
  });

  it.each([
    [''],
    ['not a link'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch?v=tooShort'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQextra'],
    ['https://www.youtube.com/watch?v=dQw4w9WgX$Q'],
    ['https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA'],
    ['https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
    ['https://www.youtube.com/shorts/'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ/extra'],
    ['https://youtu.be/'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://evil-youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube-nocookie.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['ftp://youtu.be/dQw4w9WgXcQ'],
  ])('refuses %j with a message saying what is accepted', (link) => {
    expect(toYouTubeEmbedUrl(link)).toEqual({ ok: false, message: YOUTUBE_LINK_MESSAGE });
  });

  it('gives an embed url that normalises to itself', () => {
    const first = toYouTubeEmbedUrl(`https://youtu.be/${ID}`);
    expect(first.ok && toYouTubeEmbedUrl(first.embedUrl)).toEqual(first);
  });
});

describe('youTubeVideoId', () => {
  it('extracts the id of any accepted form', () => {
    expect(youTubeVideoId(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
    expect(youTubeVideoId(EMBED)).toBe(ID);
  });

  it('returns null for anything else', () => {
    expect(youTubeVideoId('https://example.com/video.mp4')).toBeNull();
  });
});

describe('youTubeThumbnailUrl', () => {
  it('points at the high-quality thumbnail of the video', () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});

describe('youTubePlayerUrl', () => {
  it('is the privacy-enhanced player of the video', () => {
    expect(youTubePlayerUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('starts playing at once when asked to', () => {
    expect(youTubePlayerUrl(ID, { autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    );
  });
});

describe('embedUrlVideoId', () => {
  it('reads the id of a link in the stored embed form', () => {
    expect(embedUrlVideoId(EMBED)).toBe(ID);
  });

  it('reads no other form, nor a stored form with anything around it', () => {
    for (const link of [
      `https://youtu.be/${ID}`,
      `${EMBED}?autoplay=1`,
      `http://www.youtube.com/embed/${ID}`,
    ]) {
      expect(embedUrlVideoId(link)).toBeNull();
    }
  });
});
