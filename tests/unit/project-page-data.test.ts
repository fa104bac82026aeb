import { describe, expect, it } from 'vitest';

import { projectImages } from '~/features/projects/project-images';
import { projectJsonLd, projectListJsonLd } from '~/features/projects/project-json-ld';
import type { ProjectDetail } from '~/features/projects/types';

const project: ProjectDetail = {
  id: 'de000007-0000-4000-8000-000000000001',
  teamId: 'de000003-0000-4000-8000-000000000001',
  seriesId: 'de000005-0000-4000-8000-000000000001',
  title: 'Inbox Copilot',
  description: 'An assistant inside the support inbox.',
  featured: true,
  imageUrls: ['/demo/a.webp', '/demo/b.webp'],
  imageUrl: '/demo/cover.webp',
  videoUrl: null,
  demoUrl: 'https://lab.example/inbox',
  githubUrl: 'https://github.com/lab/inbox',
  tags: ['AI', 'LLMs'],
  published: true,
  version: 1,
  createdAt: '2026-11-13T17:00:00.000Z',
  updatedAt: '2026-11-14T17:00:00.000Z',
  team: { name: 'Northwind Innovation Lab', slug: 'northwind-innovation-lab' },
  series: { title: '8-Week AI Hackathon', slug: '8-week-ai-hackathon' },
};

describe('projectImages', () => {
  it('prefers the gallery, falls back to the single image, else none', () => {
    expect(projectImages(project)).toEqual(['/demo/a.webp', '/demo/b.webp']);
    expect(projectImages({ imageUrls: [], imageUrl: '/demo/cover.webp' })).toEqual([
      '/demo/cover.webp',
    ]);
    expect(projectImages({ imageUrls: [], imageUrl: null })).toEqual([]);
  });
});

describe('project structured data', () => {
  it('describes a project with public code as SoftwareSourceCode with its repository', () => {
    const data = projectJsonLd(project);
    expect(data).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: 'Inbox Copilot',
      codeRepository: 'https://github.com/lab/inbox',
      keywords: 'AI, LLMs',
      creator: { '@type': 'Organization', name: 'Northwind Innovation Lab' },
      isPartOf: { '@type': 'CreativeWorkSeries', name: '8-Week AI Hackathon' },
    });
    expect(data.url).toMatch(/\/projects\/de000007-0000-4000-8000-000000000001$/);
    expect(data.image).toMatch(/\/demo\/a\.webp$/);
  });

  it('describes a project without code or series as a plain CreativeWork', () => {
    const data = projectJsonLd({ ...project, githubUrl: null, series: null });
    expect(data['@type']).toBe('CreativeWork');
    expect(data).not.toHaveProperty('codeRepository');
    expect(data).not.toHaveProperty('isPartOf');
  });

  it('lists projects in the order shown', () => {
    const other = { ...project, id: 'de000007-0000-4000-8000-000000000002', title: 'DocuSearch' };
    const list = projectListJsonLd([project, other]);
    expect(list.itemListElement.map((entry) => [entry.position, entry.name])).toEqual([
      [1, 'Inbox Copilot'],
      [2, 'DocuSearch'],
    ]);
  });
});
