import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage, demoVideo } from './assets';
import { demoId } from './ids';
import { TEAM_ID } from './team';
import { stamped } from './time';
import { youtubeEmbed, youtubeThumbnail } from './youtube';

export const MEDIA_ITEMS: Prisma.MediaItemCreateManyInput[] = [
  {
    id: demoId('mediaItem', 1),
    teamId: TEAM_ID,
    title: 'Room Booking Kiosk in the Pilot',
    description:
      'One of the eleven kiosks from the Summer Prototyping Sprint, on the second floor.',
    mediaType: 'image',
    mediaUrl: demoImage('sprintKiosk'),
    thumbnailUrl: null,
    tags: ['Prototyping Sprint', 'Kiosk', 'Pilot'],
    ...stamped('2026-07-17T12:00:00Z'),
  },
  {
    id: demoId('mediaItem', 2),
    teamId: TEAM_ID,
    title: 'Kickoff Whiteboard',
    description:
      'Forty-one problems from colleagues, sorted by how many people feel them and how often.',
    mediaType: 'image',
    mediaUrl: demoImage('mediaWhiteboard'),
    thumbnailUrl: null,
    tags: ['AI Hackathon', 'Week 1', 'Workshop', 'Planning'],
    ...stamped('2026-10-05T15:00:00Z'),
  },
  {
    id: demoId('mediaItem', 3),
    teamId: TEAM_ID,
    title: 'Neural Networks, the Visual Introduction',
    description:
      'The first video on our hackathon watch list: how a network learns, without the jargon.',
    mediaType: 'youtube',
    mediaUrl: youtubeEmbed('neuralNetworks'),
    thumbnailUrl: youtubeThumbnail('neuralNetworks'),
    tags: ['Learning', 'Neural Networks'],
    ...stamped('2026-10-08T09:00:00Z'),
  },
  {
    id: demoId('mediaItem', 4),
    teamId: TEAM_ID,
    title: 'Intro to Large Language Models',
    description:
      'The one-hour talk we recommend to every colleague who asks how these models actually work.',
    mediaType: 'youtube',
    mediaUrl: youtubeEmbed('introToLlms'),
    thumbnailUrl: youtubeThumbnail('introToLlms'),
    tags: ['Learning', 'LLMs', 'Talk'],
    ...stamped('2026-10-14T09:00:00Z'),
  },
  {
    id: demoId('mediaItem', 5),
    teamId: TEAM_ID,
    title: 'DocuSearch Architecture Sketch',
    description: 'From wiki page to passage to embedding to answer, with sources at every step.',
    mediaType: 'image',
    mediaUrl: demoImage('mediaArchitecture'),
    thumbnailUrl: null,
    tags: ['AI Hackathon', 'DocuSearch', 'Retrieval', 'Architecture', 'PostgreSQL'],
    ...stamped('2026-10-28T14:00:00Z'),
  },
  {
    id: demoId('mediaItem', 6),
    teamId: TEAM_ID,
    title: 'Pairing on the Evaluation Harness',
    description: 'Daniel and Tomás reviewing grader disagreements after the first full run.',
    mediaType: 'image',
    mediaUrl: demoImage('mediaPairing'),
    thumbnailUrl: null,
    tags: ['AI Hackathon', 'Evaluation'],
    ...stamped('2026-11-04T16:00:00Z'),
  },
  {
    id: demoId('mediaItem', 7),
    teamId: TEAM_ID,
    title: 'Inbox Copilot Demo Clip',
    description:
      'The opening title of the walkthrough we showed at the week-six review. The full demo ' +
      'follows on Demo Day.',
    mediaType: 'video',
    mediaUrl: demoVideo(),
    thumbnailUrl: demoImage('videoPoster'),
    tags: ['AI Hackathon', 'Inbox Copilot', 'Demo'],
    ...stamped('2026-11-14T10:00:00Z'),
  },
];
