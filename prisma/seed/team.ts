import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage } from './assets';
import { demoId } from './ids';
import { stamped } from './time';
import { ADMIN_USER_ID, EDITOR_USER_ID } from './users';

export const TEAM_ID = demoId('team', 1);

export const TEAM: Prisma.TeamCreateManyInput = {
  id: TEAM_ID,
  name: 'Northwind Innovation Lab',
  slug: 'northwind-innovation-lab',
  description:
    'A four-person innovation team inside Northwind Logistics. We prototype tools that take the ' +
    'busywork out of everyday operations, test them with the people who will use them, and write ' +
    'down what we learn, in public, as we go.',
  createdById: ADMIN_USER_ID,
  ...stamped('2026-09-14T09:00:00Z'),
};

export const TEAM_MEMBERS: Prisma.TeamMemberCreateManyInput[] = [
  {
    id: demoId('teamMember', 1),
    teamId: TEAM_ID,
    userId: ADMIN_USER_ID,
    role: 'owner',
    ...stamped('2026-09-14T09:00:00Z'),
  },
  {
    id: demoId('teamMember', 2),
    teamId: TEAM_ID,
    userId: EDITOR_USER_ID,
    role: 'admin',
    ...stamped('2026-09-14T09:05:00Z'),
  },
];

export const MEMBER_PROFILES: Prisma.TeamMemberProfileCreateManyInput[] = [
  {
    id: demoId('memberProfile', 1),
    teamId: TEAM_ID,
    name: 'Maya Chen',
    role: 'Innovation Lead',
    bio:
      'Maya runs the lab and keeps the hackathon honest: every idea gets a problem statement, a ' +
      'user to test it with and a date by which we decide to keep it or kill it. Before Northwind ' +
      'she led product for a route-planning startup.',
    photoUrl: demoImage('memberMaya'),
    githubUrl: 'https://github.com/maya-chen-nw',
    linkedinUrl: 'https://www.linkedin.com/in/maya-chen-nw',
    twitterUrl: 'https://x.com/mayabuilds',
    orderIndex: 0,
    ...stamped('2026-09-14T09:10:00Z'),
  },
  {
    id: demoId('memberProfile', 2),
    teamId: TEAM_ID,
    name: 'Daniel Okafor',
    role: 'ML Engineer',
    bio:
      'Daniel builds the retrieval and evaluation pieces of our AI prototypes. He cares more about ' +
      'a good test set than a bigger model, and he writes most of our tutorials.',
    photoUrl: demoImage('memberDaniel'),
    githubUrl: 'https://github.com/daniel-okafor-nw',
    linkedinUrl: 'https://www.linkedin.com/in/daniel-okafor-nw',
    twitterUrl: null,
    orderIndex: 1,
    ...stamped('2026-09-14T09:11:00Z'),
  },
  {
    id: demoId('memberProfile', 3),
    teamId: TEAM_ID,
    name: 'Priya Raman',
    role: 'Product Designer',
    bio:
      'Priya turns fuzzy problems into paper prototypes by lunchtime. She runs our interviews and ' +
      'usability sessions and makes sure the AI features explain themselves.',
    photoUrl: demoImage('memberPriya'),
    githubUrl: null,
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman-nw',
    twitterUrl: 'https://x.com/priyasketches',
    orderIndex: 2,
    ...stamped('2026-09-14T09:12:00Z'),
  },
  {
    id: demoId('memberProfile', 4),
    teamId: TEAM_ID,
    name: 'Tomás Alvarez',
    role: 'Full-Stack Developer',
    bio:
      'Tomás gets prototypes in front of real users: he wires up the front ends, the single sign-on ' +
      'and the deployment scripts, and he is the reason our demos rarely crash.',
    photoUrl: demoImage('memberTomas'),
    githubUrl: 'https://github.com/tomas-alvarez-nw',
    linkedinUrl: 'https://www.linkedin.com/in/tomas-alvarez-nw',
    twitterUrl: null,
    orderIndex: 3,
    ...stamped('2026-09-14T09:13:00Z'),
  },
];
