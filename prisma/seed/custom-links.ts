import type { Prisma } from '~/server/generated/prisma/client';

import { RETRIEVAL_POST_ID, WHY_EIGHT_WEEKS_POST_ID } from './blog';
import { hackathonItemId } from './hackathon-items';
import { demoId } from './ids';
import { DOCUSEARCH_ID, EVAL_HARNESS_ID, INBOX_COPILOT_ID } from './projects';
import { HACKATHON_SERIES_ID, SPRINT_SERIES_ID } from './series';
import { sprintItemId } from './sprint-items';
import { stamped } from './time';

const REPO = 'https://github.com/northwind-innovation-lab';

/** Exactly one owner per link (CHECK custom_links_one_owner). */
type Owner =
  { blogPostId: string } | { projectId: string } | { seriesId: string } | { seriesItemId: string };

/** [row number, link name, URL]: the number fixes the row's id, the position its display order. */
type Link = [n: number, name: string, url: string];

function linksOf(
  owner: Owner,
  writtenAt: string,
  links: Link[],
): Prisma.CustomLinkCreateManyInput[] {
  return links.map(([n, linkName, linkUrl], displayOrder) => ({
    id: demoId('customLink', n),
    ...owner,
    linkName,
    linkUrl,
    displayOrder,
    ...stamped(writtenAt),
  }));
}

export const CUSTOM_LINKS: Prisma.CustomLinkCreateManyInput[] = [
  ...linksOf({ seriesId: HACKATHON_SERIES_ID }, '2026-09-28T10:05:00Z', [
    [1, 'Hackathon brief', `${REPO}/hackathon-2026/blob/main/docs/brief.md`],
    [2, 'Project board', 'https://github.com/orgs/northwind-innovation-lab/projects/1'],
  ]),
  ...linksOf({ seriesId: SPRINT_SERIES_ID }, '2026-07-24T15:05:00Z', [
    [3, 'Pilot results', `${REPO}/room-kiosk/blob/main/docs/pilot-results.md`],
  ]),
  ...linksOf({ seriesItemId: hackathonItemId(1) }, '2026-10-05T16:05:00Z', [
    [4, 'Kickoff slides', `${REPO}/hackathon-2026/blob/main/docs/kickoff-slides.pdf`],
    [5, 'Problem scoring sheet', `${REPO}/hackathon-2026/blob/main/docs/problem-scoring.md`],
  ]),
  ...linksOf({ seriesItemId: hackathonItemId(4) }, '2026-10-30T17:05:00Z', [
    [6, 'pgvector', 'https://github.com/pgvector/pgvector'],
  ]),
  ...linksOf({ seriesItemId: sprintItemId(3) }, '2026-06-19T15:05:00Z', [
    [7, 'Paper prototype templates', `${REPO}/room-kiosk/tree/main/research/templates`],
  ]),
  ...linksOf({ projectId: INBOX_COPILOT_ID }, '2026-11-13T17:05:00Z', [
    [8, 'Architecture notes', `${REPO}/inbox-copilot/blob/main/docs/architecture.md`],
    [9, 'Pilot plan', `${REPO}/inbox-copilot/blob/main/docs/pilot-plan.md`],
  ]),
  ...linksOf({ projectId: DOCUSEARCH_ID }, '2026-10-30T17:35:00Z', [
    [10, 'Indexing guide', `${REPO}/docusearch/blob/main/docs/indexing.md`],
  ]),
  ...linksOf({ projectId: EVAL_HARNESS_ID }, '2026-11-06T16:05:00Z', [
    [11, 'Rubric', `${REPO}/eval-harness/blob/main/docs/rubric.md`],
    [12, 'Judging LLM-as-a-Judge (paper)', 'https://arxiv.org/abs/2306.05685'],
  ]),
  ...linksOf({ blogPostId: WHY_EIGHT_WEEKS_POST_ID }, '2026-10-02T09:05:00Z', [
    [13, 'Hackathon brief', `${REPO}/hackathon-2026/blob/main/docs/brief.md`],
  ]),
  ...linksOf({ blogPostId: RETRIEVAL_POST_ID }, '2026-10-30T15:05:00Z', [
    [14, 'DocuSearch repository', `${REPO}/docusearch`],
    [15, 'RAG paper on arXiv', 'https://arxiv.org/abs/2005.11401'],
  ]),
];
