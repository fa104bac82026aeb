import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage } from './assets';
import { demoId } from './ids';
import { TEAM_ID } from './team';
import { day, stamped } from './time';
import { ADMIN_USER_ID, EDITOR_USER_ID } from './users';

export const HACKATHON_SERIES_ID = demoId('series', 1);
export const SPRINT_SERIES_ID = demoId('series', 2);
export const READING_CIRCLE_SERIES_ID = demoId('series', 3);

export const SERIES: Prisma.SeriesCreateManyInput[] = [
  {
    id: HACKATHON_SERIES_ID,
    teamId: TEAM_ID,
    authorId: ADMIN_USER_ID,
    title: '8-Week AI Hackathon',
    slug: '8-week-ai-hackathon',
    shortDescription:
      'Eight weeks, four people, one question: where can AI give our colleagues real time back?',
    description:
      'From October to late November we are running an internal hackathon on practical AI. Each ' +
      'week we pick a real problem from Northwind’s support, operations or sales teams, build the ' +
      'smallest thing that could help, and test it with the people who have the problem. This ' +
      'series is our logbook: weekly updates, the milestones we hit, the tutorials we wish we had ' +
      'found earlier, and the announcements for Demo Day.',
    status: 'active',
    featured: true,
    startDate: day('2026-10-05'),
    endDate: day('2026-11-27'),
    tags: ['AI', 'Hackathon', 'LLMs', 'Retrieval', 'Prototyping'],
    imageUrl: demoImage('hackathonCover'),
    ...stamped('2026-09-28T10:00:00Z'),
  },
  {
    id: SPRINT_SERIES_ID,
    teamId: TEAM_ID,
    authorId: EDITOR_USER_ID,
    title: 'Summer Prototyping Sprint',
    slug: 'summer-prototyping-sprint',
    shortDescription:
      'Our first public sprint: eight weeks from customer interviews to a booking kiosk in daily use.',
    description:
      'Before the AI hackathon we practised the habit on a smaller problem: nobody could find a ' +
      'free meeting room at the Rotterdam office. Over eight weeks we interviewed colleagues, ' +
      'sketched on paper, built a clickable prototype and finally piloted a room-booking kiosk on ' +
      'two floors. The sprint taught us the rhythm we now use for every project.',
    status: 'completed',
    featured: true,
    startDate: day('2026-06-01'),
    endDate: day('2026-07-24'),
    tags: ['Prototyping', 'UX Research', 'Next.js', 'Workplace Tools'],
    imageUrl: demoImage('sprintCover'),
    ...stamped('2026-05-25T10:00:00Z'),
  },
  {
    id: READING_CIRCLE_SERIES_ID,
    teamId: TEAM_ID,
    authorId: ADMIN_USER_ID,
    title: 'Responsible AI Reading Circle',
    slug: 'responsible-ai-reading-circle',
    shortDescription:
      'A short reading group on fairness, privacy and accountability, starting in January.',
    description:
      'After the hackathon we want to slow down and read. Every other Thursday we will discuss one ' +
      'paper or guideline on responsible AI, from the NIST AI Risk Management Framework to recent ' +
      'work on evaluating language models, and write up what it changes in how we build. ' +
      'Colleagues from legal, HR and customer support have already signed up.',
    status: 'upcoming',
    featured: false,
    startDate: day('2027-01-14'),
    endDate: day('2027-03-11'),
    tags: ['Responsible AI', 'Reading Group', 'Ethics'],
    imageUrl: demoImage('readingCircleCover'),
    ...stamped('2026-11-18T15:00:00Z'),
  },
];
