import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage } from './assets';
import { demoId } from './ids';
import { HACKATHON_SERIES_ID, SPRINT_SERIES_ID } from './series';
import { TEAM_ID } from './team';
import { stamped } from './time';
import { youtubeEmbed } from './youtube';

const REPO = 'https://github.com/northwind-innovation-lab';
const DEMO_SITE = 'https://lab.northwind.example';

export const INBOX_COPILOT_ID = demoId('project', 1);
export const DOCUSEARCH_ID = demoId('project', 2);
export const EVAL_HARNESS_ID = demoId('project', 5);

export const PROJECTS: Prisma.ProjectCreateManyInput[] = [
  {
    id: INBOX_COPILOT_ID,
    teamId: TEAM_ID,
    seriesId: HACKATHON_SERIES_ID,
    title: 'Inbox Copilot',
    description:
      'An assistant inside the support inbox. For every new ticket it suggests a topic and an ' +
      'urgency, highlights the sentence that drove the suggestion, and prepares a draft reply ' +
      'that cites the wiki pages it used. Agents edit and send; nothing leaves without a human. ' +
      'In the week-seven pilot, median time to first reply fell from 14 to 9 minutes.',
    featured: true,
    imageUrl: demoImage('projectInboxCopilot'),
    imageUrls: [
      demoImage('projectInboxCopilot'),
      demoImage('projectInboxDrafts'),
      demoImage('projectInboxMetrics'),
    ],
    demoUrl: `${DEMO_SITE}/inbox-copilot`,
    githubUrl: `${REPO}/inbox-copilot`,
    tags: ['AI', 'LLMs', 'Customer Support', 'TypeScript'],
    ...stamped('2026-11-13T17:00:00Z'),
  },
  {
    id: DOCUSEARCH_ID,
    teamId: TEAM_ID,
    seriesId: HACKATHON_SERIES_ID,
    title: 'DocuSearch',
    description:
      'Question answering over Northwind’s internal wiki. DocuSearch retrieves the most relevant ' +
      'passages from 3,200 pages, answers in plain language and links every claim to its source. ' +
      'When nothing relevant is found it says so instead of guessing, and it reports which pages ' +
      'produce wrong answers so their owners can update them. The video is the visual ' +
      'introduction to transformers we show colleagues before their first DocuSearch session.',
    featured: true,
    imageUrl: demoImage('projectDocuSearch'),
    imageUrls: [],
    videoUrl: youtubeEmbed('transformers'),
    demoUrl: `${DEMO_SITE}/docusearch`,
    githubUrl: `${REPO}/docusearch`,
    tags: ['AI', 'Retrieval', 'Search', 'Python', 'PostgreSQL'],
    ...stamped('2026-10-30T17:30:00Z'),
  },
  {
    id: demoId('project', 3),
    teamId: TEAM_ID,
    title: 'Meeting Minutes Summariser',
    description:
      'Turns a meeting transcript into one paragraph of decisions and a checklist of action items ' +
      'with owners. We parked it in week four: the summaries were good, but colleagues did not ' +
      'want recordings of internal meetings, and we agree with them. The code stays available ' +
      'for teams that record with consent.',
    featured: false,
    imageUrl: demoImage('projectMinutes'),
    imageUrls: [],
    githubUrl: `${REPO}/minutes-summariser`,
    tags: ['AI', 'Summarisation', 'Python', 'Parked'],
    ...stamped('2026-10-23T12:00:00Z'),
  },
  {
    id: demoId('project', 4),
    teamId: TEAM_ID,
    seriesId: SPRINT_SERIES_ID,
    title: 'Room Booking Kiosk',
    description:
      'A tablet beside every meeting-room door that shows whether the room is free and lets you ' +
      'book it for 30 minutes or release a booking in one tap. Built in the Summer Prototyping ' +
      'Sprint, piloted on two floors, and now run by the facilities team across the building.',
    featured: false,
    imageUrl: demoImage('projectKiosk'),
    imageUrls: [demoImage('projectKiosk'), demoImage('sprintKiosk'), demoImage('sprintPaper')],
    demoUrl: `${DEMO_SITE}/room-kiosk`,
    githubUrl: `${REPO}/room-kiosk`,
    tags: ['Next.js', 'Workplace Tools', 'Calendar API', 'UX Research'],
    ...stamped('2026-07-24T16:00:00Z'),
  },
  {
    id: EVAL_HARNESS_ID,
    teamId: TEAM_ID,
    title: 'Eval Harness',
    description:
      'A small, open-source command-line tool for evaluating question-answering systems. It runs ' +
      'a fixed question set, grades answers against a four-point rubric with a model as first ' +
      'reader, and produces a report that highlights every disagreement for human review.',
    featured: false,
    imageUrl: demoImage('projectEvalHarness'),
    imageUrls: [],
    githubUrl: `${REPO}/eval-harness`,
    tags: ['AI', 'Evaluation', 'Open Source', 'CLI'],
    ...stamped('2026-11-06T16:00:00Z'),
  },
  {
    id: demoId('project', 6),
    teamId: TEAM_ID,
    title: 'Team Pulse',
    description:
      'A one-page dashboard that shows what the lab is working on this week, which prototypes are ' +
      'in a pilot, and what we learned from the last user test. It reads straight from our series ' +
      'and project pages, so it never needs updating by hand.',
    featured: false,
    imageUrl: demoImage('projectTeamPulse'),
    imageUrls: [],
    demoUrl: `${DEMO_SITE}/team-pulse`,
    tags: ['Dashboard', 'React', 'Internal Tools'],
    ...stamped('2026-09-21T11:00:00Z'),
  },
];
