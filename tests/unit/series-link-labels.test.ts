import { describe, expect, it } from 'vitest';

import { documentLabel, repositoryLabel } from '~/features/series/link-labels';

describe('repositoryLabel', () => {
  it('names a GitHub repository owner/repo, whatever follows', () => {
    expect(repositoryLabel('https://github.com/northwind/docusearch')).toBe('northwind/docusearch');
    expect(repositoryLabel('https://www.github.com/northwind/docusearch/tree/main/src')).toBe(
      'northwind/docusearch',
    );
  });

  it('shows host and path for other links and for a GitHub owner alone', () => {
    expect(repositoryLabel('https://gitlab.com/lab/bot')).toBe('gitlab.com/lab/bot');
    expect(repositoryLabel('https://github.com/northwind')).toBe('github.com/northwind');
    expect(repositoryLabel('https://www.example.com/')).toBe('example.com');
  });

  it('decodes path segments, keeping ones that do not decode', () => {
    expect(repositoryLabel('https://code.example/my%20repo/%E0%A4%A')).toBe(
      'code.example/my repo/%E0%A4%A',
    );
  });

  it('returns what is not a URL unchanged', () => {
    expect(repositoryLabel('northwind/docusearch')).toBe('northwind/docusearch');
  });
});

describe('documentLabel', () => {
  it('names a document by its file name', () => {
    expect(documentLabel('https://docs.example/guides/rubric.md')).toBe('rubric.md');
    expect(documentLabel('https://docs.example/slides/Week%201.pdf?download=1')).toBe('Week 1.pdf');
  });

  it('uses host and last segment when that is no file name', () => {
    expect(documentLabel('https://arxiv.org/abs/2005.11401')).toBe('arxiv.org/2005.11401');
    expect(documentLabel('https://notion.example/team/retro-notes/')).toBe(
      'notion.example/retro-notes',
    );
  });

  it('uses the host for a bare site, and returns what is not a URL unchanged', () => {
    expect(documentLabel('https://www.example.com/')).toBe('example.com');
    expect(documentLabel('rubric.md')).toBe('rubric.md');
  });
});
