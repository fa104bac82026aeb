/** The demo's image and video files, shipped in public/demo/ and served as /demo/<file>. */

const DEMO_IMAGES = {
  hackathonCover: 'series-ai-hackathon.webp',
  sprintCover: 'series-prototyping-sprint.webp',
  readingCircleCover: 'series-reading-circle.webp',
  weekKickoff: 'hackathon-week-1.webp',
  weekPlayground: 'hackathon-week-2.webp',
  weekTriage: 'hackathon-week-3.webp',
  weekRetrieval: 'hackathon-week-4.webp',
  weekEvaluation: 'hackathon-week-5.webp',
  weekPivot: 'hackathon-week-6.webp',
  weekPilot: 'hackathon-week-7.webp',
  weekDemoDay: 'hackathon-week-8.webp',
  sprintInterviews: 'sprint-interviews.webp',
  sprintPaper: 'sprint-paper-prototypes.webp',
  sprintKiosk: 'sprint-kiosk.webp',
  sprintRetro: 'sprint-retro.webp',
  projectInboxCopilot: 'project-inbox-copilot.webp',
  projectInboxDrafts: 'project-inbox-drafts.webp',
  projectInboxMetrics: 'project-inbox-metrics.webp',
  projectDocuSearch: 'project-docusearch.webp',
  projectMinutes: 'project-minutes.webp',
  projectKiosk: 'project-room-kiosk.webp',
  projectEvalHarness: 'project-eval-harness.webp',
  projectTeamPulse: 'project-team-pulse.webp',
  blogWhy: 'blog-why-eight-weeks.webp',
  blogLocalLlm: 'blog-local-llm.webp',
  blogRetrieval: 'blog-retrieval.webp',
  blogEvaluation: 'blog-evaluation.webp',
  blogHalfway: 'blog-halfway.webp',
  blogDemoDay: 'blog-demo-day.webp',
  mediaWhiteboard: 'media-whiteboard.webp',
  mediaArchitecture: 'media-architecture.webp',
  mediaPairing: 'media-pairing.webp',
  videoPoster: 'video-inbox-copilot-poster.webp',
  memberMaya: 'team-maya-chen.webp',
  memberDaniel: 'team-daniel-okafor.webp',
  memberPriya: 'team-priya-raman.webp',
  memberTomas: 'team-tomas-alvarez.webp',
} as const;

export type DemoImageKey = keyof typeof DEMO_IMAGES;

export function demoImage(key: DemoImageKey): string {
  return `/demo/${DEMO_IMAGES[key]}`;
}

/** A short H.264 clip made from the poster image. */
const DEMO_VIDEO_FILE = 'inbox-copilot-demo.mp4';

export function demoVideo(): string {
  return `/demo/${DEMO_VIDEO_FILE}`;
}
