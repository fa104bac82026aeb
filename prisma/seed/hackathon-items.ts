import { demoImage } from './assets';
import { demoId } from './ids';
import { HACKATHON_SERIES_ID } from './series';
import { paragraphs } from './text';
import { weeklyItemRows } from './weekly-items';
import { youtubeEmbed } from './youtube';

const ID_BASE = 0;
const REPO = 'https://github.com/northwind-innovation-lab';

export function hackathonItemId(week: number): string {
  return demoId('seriesItem', ID_BASE + week);
}

export const HACKATHON_ITEMS = weeklyItemRows(HACKATHON_SERIES_ID, ID_BASE, [
  {
    week: 1,
    writtenAt: '2026-10-05T16:00:00Z',
    itemType: 'announcement',
    published: true,
    title: 'Kickoff: Eight Weeks, Three Problems, One Team',
    summary:
      'We opened the hackathon with a list of 41 problems from colleagues and left with three we ' +
      'will actually try to solve.',
    content: paragraphs(
      'Monday morning started with a wall of sticky notes. Over the past month we asked support, ' +
        'operations and sales to tell us about the tasks that eat their week. Forty-one answers came ' +
        'back, from "I copy tracking numbers between three tools" to "nobody can find the latest ' +
        'version of the customs checklist".',
      'We scored each problem on three questions: how many people feel it, how often, and whether ' +
        'a language model is plausibly part of the fix rather than a fancy distraction. Three ' +
        'problems made the cut: triaging incoming support tickets, answering questions from our ' +
        'internal documentation, and turning meeting recordings into minutes people actually read.',
      'The rules for the next eight weeks are simple. Every Friday we show something working, even ' +
        'if it is ugly. Every prototype is tested with at least two real colleagues before we call ' +
        'it progress. And every week ends with a post in this series, so that the people who gave us ' +
        'their problems can follow along.',
    ),
    imageUrl: demoImage('weekKickoff'),
    githubLinks: [`${REPO}/hackathon-2026`],
    documentLinks: [`${REPO}/hackathon-2026/blob/main/docs/brief.md`],
  },
  {
    week: 2,
    writtenAt: '2026-10-16T15:30:00Z',
    itemType: 'tutorial',
    published: true,
    title: 'Setting Up a Local LLM Playground',
    summary:
      'How we run open-weight models on our laptops so that no customer data leaves the building ' +
      'while we experiment.',
    content: paragraphs(
      'Before we could prototype anything we needed a safe place to try ideas with real support ' +
        'tickets. Sending customer emails to a hosted API was off the table until legal had seen a ' +
        'concrete use case, so we set up a local playground instead.',
      'The recipe fits on one page: Ollama to download and serve an open-weight model, a small ' +
        'Python notebook that loads a sample of anonymised tickets, and a prompt file under version ' +
        'control so that everyone tests the same instructions. On a recent laptop a 7-8B parameter ' +
        'model answers in two to four seconds, which is fast enough to iterate on prompts.',
      'The playground repository has step-by-step instructions, and the talk embedded here is the ' +
        'best one-hour introduction to how these models work that we have found.',
    ),
    youtubeVideoUrl: youtubeEmbed('introToLlms'),
    imageUrl: demoImage('weekPlayground'),
    githubLinks: [`${REPO}/llm-playground`, 'https://github.com/ollama/ollama'],
    documentLinks: [`${REPO}/llm-playground/blob/main/README.md`],
  },
  {
    week: 3,
    writtenAt: '2026-10-23T16:15:00Z',
    itemType: 'update',
    published: true,
    title: 'Prototype One: The Triage Assistant Meets Real Tickets',
    summary:
      'Our first prototype labels incoming tickets by topic and urgency. It is right four times ' +
      'out of five, and the fifth time taught us the most.',
    content: paragraphs(
      'The triage assistant reads a new support ticket and suggests a topic (delivery, billing, ' +
        'damage, account) and an urgency from one to three. We ran it against 400 tickets that the ' +
        'support team had already labelled by hand.',
      'It agreed with the humans 81% of the time on topic and 74% on urgency. The misses were ' +
        'instructive: tickets that mention two problems at once, and angry tickets about small ' +
        'issues, which the model rated as more urgent than our agents did.',
      'Next week we will stop treating triage as a single label and let the assistant point out ' +
        'the sentence that drove its suggestion, so that agents can overrule it in one click.',
    ),
    imageUrl: demoImage('weekTriage'),
    githubLinks: [`${REPO}/inbox-copilot`],
    documentLinks: [],
  },
  {
    week: 4,
    writtenAt: '2026-10-30T17:00:00Z',
    itemType: 'milestone',
    published: true,
    title: 'Milestone: DocuSearch Answers Its First 100 Questions',
    summary:
      'Our retrieval pipeline over the internal wiki answered 100 real questions from colleagues, ' +
      'with a source link under every answer.',
    content: paragraphs(
      'DocuSearch splits our 3,200 wiki pages into passages, embeds them, and retrieves the most ' +
        'relevant ones before asking the model to answer. Every answer quotes its sources, and if ' +
        'nothing relevant is found it says so instead of guessing.',
      'This week we collected 100 questions that colleagues had asked in chat over the summer and ' +
        'ran them through the pipeline. Sixty-eight answers were judged correct and complete by the ' +
        'person who originally asked, nineteen were partly right, and thirteen were wrong or missing.',
      'Almost all of the wrong answers came from outdated pages. The most useful thing DocuSearch ' +
        'has done so far may be to show us which parts of the wiki nobody maintains.',
    ),
    youtubeVideoUrl: youtubeEmbed('transformers'),
    imageUrl: demoImage('weekRetrieval'),
    githubLinks: [`${REPO}/docusearch`],
    documentLinks: ['https://arxiv.org/abs/2005.11401'],
  },
  {
    week: 5,
    writtenAt: '2026-11-06T15:45:00Z',
    itemType: 'tutorial',
    published: true,
    title: 'Evaluating LLM Answers Without Fooling Ourselves',
    summary:
      'A small test set, a four-point rubric and two human raters: the evaluation loop we now ' +
      'run before every change.',
    content: paragraphs(
      'By week five we had changed prompts, chunk sizes and models so often that nobody could say ' +
        'whether DocuSearch was getting better. So we built an evaluation harness before touching ' +
        'anything else.',
      'The harness runs a fixed set of 60 questions with reference answers and scores each new ' +
        'answer on a four-point rubric: correct, complete, grounded in the cited source, and ' +
        'concise. A model does the first pass of grading; two of us review every disagreement and ' +
        'every answer the grader marks as perfect.',
      'This tutorial walks through the harness, the rubric and the spreadsheet we use to track ' +
        'scores between runs. The code is open source and works with any retrieval pipeline that ' +
        'can be called from the command line.',
    ),
    youtubeVideoUrl: youtubeEmbed('buildGpt'),
    imageUrl: demoImage('weekEvaluation'),
    githubLinks: [`${REPO}/eval-harness`],
    documentLinks: [
      `${REPO}/eval-harness/blob/main/docs/rubric.md`,
      'https://arxiv.org/abs/2306.05685',
    ],
  },
  {
    week: 6,
    writtenAt: '2026-11-13T16:30:00Z',
    itemType: 'update',
    published: true,
    title: 'Mid-Point Pivot: From Chatbot to Inbox Copilot',
    summary:
      'Agents did not want another chat window. They wanted better drafts in the inbox they ' +
      'already use, so that is what we are building now.',
    content: paragraphs(
      'We showed the triage assistant and DocuSearch to six support agents this week. Both ' +
        'impressed them in the demo and neither fitted their day: switching to a separate chat ' +
        'window for every ticket costs more time than it saves.',
      'So we combined them. Inbox Copilot sits inside the ticketing tool, suggests the topic and ' +
        'urgency, and prepares a draft reply that cites the wiki pages it relied on. The agent edits ' +
        'and sends; nothing goes out without a human.',
      'It is a bigger change than we planned at the half-way mark, but it is the first version ' +
        'that agents asked to keep using after the session ended.',
    ),
    imageUrl: demoImage('weekPivot'),
    githubLinks: [`${REPO}/inbox-copilot`, `${REPO}/docusearch`],
    documentLinks: [],
  },
  {
    week: 7,
    writtenAt: '2026-11-20T17:10:00Z',
    itemType: 'milestone',
    published: false,
    title: 'Pilot: Inbox Copilot With the Support Team',
    summary:
      'Eight agents are using Inbox Copilot on live tickets this week. Early numbers and the ' +
      'feedback so far.',
    content: paragraphs(
      'Draft: numbers are still coming in, publish after the Friday review.',
      'Eight agents on the delivery queue use Inbox Copilot for every new ticket this week. We ' +
        'track three things: time to first reply, how much of each draft the agent keeps, and how ' +
        'often they reject the suggested topic.',
      'Midweek, median time to first reply is down from 14 to 9 minutes, agents keep about 60% of ' +
        'a draft, and they overrule the suggested topic on one ticket in eight.',
    ),
    imageUrl: demoImage('weekPilot'),
    githubLinks: [`${REPO}/inbox-copilot`],
    documentLinks: [`${REPO}/inbox-copilot/blob/main/docs/pilot-plan.md`],
  },
  {
    week: 8,
    writtenAt: '2026-11-21T10:00:00Z',
    itemType: 'announcement',
    published: false,
    title: 'Demo Day: Friday, 27 November',
    summary:
      'Join us in the Harbour Room or online for twenty minutes of live demos and an honest look ' +
      'at what did not work.',
    content: paragraphs(
      'Eight weeks end with Demo Day on Friday 27 November at 15:00 in the Harbour Room, with a ' +
        'video link for the other offices.',
      'We will show Inbox Copilot running on real tickets, DocuSearch answering questions from the ' +
        'audience, and the evaluation harness that keeps both honest. Then we will talk about the ' +
        'meeting summariser, which we parked in week four, and why.',
      'Bring questions, and bring problems: the next sprint starts with your sticky notes.',
    ),
    imageUrl: demoImage('weekDemoDay'),
    githubLinks: [],
    documentLinks: [],
  },
]);
