import { demoImage } from './assets';
import { demoId } from './ids';
import { SPRINT_SERIES_ID } from './series';
import { paragraphs } from './text';
import { weeklyItemRows } from './weekly-items';
import { youtubeEmbed } from './youtube';

const ID_BASE = 8;
const REPO = 'https://github.com/northwind-innovation-lab/room-kiosk';

export function sprintItemId(week: number): string {
  return demoId('seriesItem', ID_BASE + week);
}

export const SPRINT_ITEMS = weeklyItemRows(SPRINT_SERIES_ID, ID_BASE, [
  {
    week: 1,
    writtenAt: '2026-06-05T15:00:00Z',
    itemType: 'announcement',
    published: true,
    title: 'Sprint Kickoff: Prototype Fast, Measure Honestly',
    summary:
      'Our first public sprint tackles a small, stubborn problem: finding a free meeting room at ' +
      'the Rotterdam office.',
    content: paragraphs(
      'The Rotterdam office has 23 meeting rooms and, according to the calendar, they are always ' +
        'full. According to anyone who walks the corridors, half of them are empty. That gap is our ' +
        'problem for the next eight weeks.',
      'We chose it on purpose. It is small enough to finish, everyone in the building feels it, ' +
        'and it lets us practise the way we want to work: talk to people first, prototype on paper, ' +
        'build only what the tests ask for, and write about it every week.',
    ),
    imageUrl: demoImage('sprintCover'),
    githubLinks: [],
    documentLinks: [],
  },
  {
    week: 2,
    writtenAt: '2026-06-12T15:00:00Z',
    itemType: 'update',
    published: true,
    title: 'Field Notes From Twelve Interviews',
    summary:
      'Twelve colleagues, twelve ways of booking a room, and one pattern: people book "just in ' +
      'case" and never release the room.',
    content: paragraphs(
      'Priya interviewed twelve colleagues across sales, finance and operations. Most book rooms ' +
        'days ahead "just in case", and almost nobody cancels when plans change, because cancelling ' +
        'takes four clicks in the calendar and nobody remembers to.',
      'The insight that shaped everything after: the fix is not a better booking page. It is a ' +
        'way to release a room at the door, in one tap, when a meeting does not happen.',
    ),
    imageUrl: demoImage('sprintInterviews'),
    githubLinks: [],
    documentLinks: [`${REPO}/blob/main/research/interview-notes.md`],
  },
  {
    week: 3,
    writtenAt: '2026-06-19T15:00:00Z',
    itemType: 'tutorial',
    published: true,
    title: 'Paper Prototypes in an Afternoon',
    summary:
      'How we tested five kiosk screens with paper, sticky notes and a stopwatch before writing a ' +
      'single line of code.',
    content: paragraphs(
      'Paper prototypes are fast to make and, more importantly, cheap to throw away. We drew five ' +
        'versions of the kiosk screen on A4 sheets, taped them next to three meeting-room doors and ' +
        'asked passers-by to "book this room for 30 minutes".',
      'This tutorial covers the kit (printer paper, thick markers, a phone timer), the script we ' +
        'read to every participant, and the one-page sheet where we record where people hesitate. ' +
        'Two afternoons and 19 participants later, three of the five designs were gone.',
    ),
    imageUrl: demoImage('sprintPaper'),
    githubLinks: [],
    documentLinks: [`${REPO}/blob/main/research/paper-prototype-script.md`],
  },
  {
    week: 4,
    writtenAt: '2026-06-26T15:00:00Z',
    itemType: 'milestone',
    published: true,
    title: 'First Clickable Prototype on a Real Door',
    summary:
      'A tablet next to room 2.14 now shows who booked it, until when, and a big "Release room" ' +
      'button.',
    content: paragraphs(
      'Tomás built the first clickable kiosk in Next.js, reading bookings from the office calendar ' +
        'through its API. It runs in full-screen mode on a cheap tablet mounted beside room 2.14.',
      'The screen shows the current booking, the next free slot, and two buttons: "Book 30 min" ' +
        'and "Release room". It is rough, but it works with the real calendar, which is all a ' +
        'prototype needs to be useful in a test.',
    ),
    imageUrl: demoImage('sprintKiosk'),
    githubLinks: [REPO],
    documentLinks: [],
  },
  {
    week: 5,
    writtenAt: '2026-07-03T15:00:00Z',
    itemType: 'update',
    published: true,
    title: 'What the Usability Tests Told Us',
    summary:
      'Nobody read the booking details, everyone found the release button, and the colour red ' +
      'caused more confusion than we expected.',
    content: paragraphs(
      'We watched 14 colleagues use the kiosk. All of them found "Release room" within five ' +
        'seconds. None of them read the booking details, so we cut the screen down to the room ' +
        'name, a status colour and the two buttons.',
      'The surprise was colour: red for "occupied" made people think the kiosk was broken. A calm ' +
        'amber tested much better, with a short line of text for people who cannot rely on colour.',
    ),
    imageUrl: demoImage('sprintInterviews'),
    githubLinks: [REPO],
    documentLinks: [`${REPO}/blob/main/research/usability-round-1.md`],
  },
  {
    week: 6,
    writtenAt: '2026-07-10T15:00:00Z',
    itemType: 'tutorial',
    published: true,
    title: 'Shipping a Prototype to Colleagues in One Day',
    summary:
      'A repeatable checklist for putting a prototype in front of colleagues safely: single ' +
      'sign-on, logging and a kill switch.',
    content: paragraphs(
      'The hardest part of a pilot is rarely the code. It is getting a prototype onto the company ' +
        'network without creating a security headache. This checklist gets us there in a day.',
      'It covers single sign-on with the company identity provider, structured logs without ' +
        'personal data, a feature flag that turns the kiosk off remotely, and a one-page note for ' +
        'IT explaining what the prototype does and when it will be removed. The recording embedded ' +
        'below is the refresher on neural networks we shared with IT when they asked what "AI ' +
        'features" might come next.',
    ),
    youtubeVideoUrl: youtubeEmbed('neuralNetworks'),
    imageUrl: demoImage('projectKiosk'),
    githubLinks: [REPO],
    documentLinks: [`${REPO}/blob/main/docs/pilot-checklist.md`],
  },
  {
    week: 7,
    writtenAt: '2026-07-17T15:00:00Z',
    itemType: 'milestone',
    published: true,
    title: 'Pilot Launch on Two Floors',
    summary:
      'Eleven kiosks on the second and third floors, and 37 rooms released in the first week that ' +
      'would otherwise have sat empty.',
    content: paragraphs(
      'Eleven tablets went up on Monday. By Friday, colleagues had released 37 bookings at the ' +
        'door and booked 52 short meetings directly from a kiosk.',
      'Facilities estimate that the second floor now has one more free room at any time of day. ' +
        'The support desk received two tickets, both about a tablet that ran out of battery.',
    ),
    imageUrl: demoImage('sprintKiosk'),
    githubLinks: [REPO],
    documentLinks: [`${REPO}/blob/main/docs/pilot-results.md`],
  },
  {
    week: 8,
    writtenAt: '2026-07-24T15:00:00Z',
    itemType: 'announcement',
    published: true,
    title: 'Sprint Wrap-Up and What Comes Next',
    summary:
      'The kiosks stay, facilities take them over, and in October we start an eight-week AI ' +
      'hackathon using the same rhythm.',
    content: paragraphs(
      'The pilot worked well enough that facilities are rolling the kiosks out to the whole ' +
        'building in September. We are handing over the code, the runbook and the tablets.',
      'What we keep is the rhythm: interviews before ideas, paper before code, a real user every ' +
        'week and a public post every Friday. In October we will apply it to a much harder topic ' +
        'in our 8-Week AI Hackathon.',
    ),
    imageUrl: demoImage('sprintRetro'),
    githubLinks: [REPO],
    documentLinks: [],
  },
]);
