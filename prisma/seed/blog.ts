import type { Prisma } from '~/server/generated/prisma/client';

import { demoImage } from './assets';
import { demoId } from './ids';
import { TEAM_ID } from './team';
import { stamped } from './time';
import { ADMIN_USER_ID, AUTHOR_NAMES, EDITOR_USER_ID } from './users';

const REPO = 'https://github.com/northwind-innovation-lab';

export const WHY_EIGHT_WEEKS_POST_ID = demoId('blogPost', 1);
export const RETRIEVAL_POST_ID = demoId('blogPost', 3);

/** Authored posts keep the author's display name with them (the author_name column). */
function byAuthor(authorId: string) {
  return { authorId, authorName: AUTHOR_NAMES[authorId] };
}

/** A published post: written a little before it went out. */
function publishedOn(writtenAt: string, publishedAt: string) {
  return { published: true, publishedAt: new Date(publishedAt), ...stamped(writtenAt) };
}

export const BLOG_POSTS: Prisma.BlogPostCreateManyInput[] = [
  {
    id: WHY_EIGHT_WEEKS_POST_ID,
    teamId: TEAM_ID,
    ...byAuthor(ADMIN_USER_ID),
    ...publishedOn('2026-10-01T15:00:00Z', '2026-10-02T09:00:00Z'),
    title: 'Why We Are Spending Eight Weeks Building With AI',
    excerpt:
      'Everyone has an opinion about AI at work. We would rather have evidence, so we are giving ' +
      'ourselves eight weeks to build, test and write down what actually helps.',
    featuredImageUrl: demoImage('blogWhy'),
    imageUrls: [demoImage('blogWhy'), demoImage('weekKickoff'), demoImage('mediaWhiteboard')],
    content: `<p>Every week someone at Northwind forwards us an article about artificial intelligence changing everything. Every week someone else forwards one about it changing nothing. Both camps are confident. Neither has tried it on our work.</p>
<p>So on 5 October the four of us start an <strong>eight-week AI hackathon</strong>. The goal is not to ship a product. It is to find out, with real colleagues and real data, where language models save time and where they only add a new way to be wrong.</p>
<h2>What we will build</h2>
<p>We asked colleagues for the tasks that eat their week and received 41 answers. We will pick three and build the smallest thing that could help with each. Candidates so far:</p>
<ul>
<li>Sorting incoming support tickets by topic and urgency.</li>
<li>Answering questions from our internal wiki, with sources.</li>
<li>Turning meeting recordings into decisions and action items.</li>
</ul>
<h2>How we will work</h2>
<ol>
<li>Show something working every Friday, however rough.</li>
<li>Test every prototype with at least two colleagues who have the problem.</li>
<li>Write a public post at the end of each week, including what failed.</li>
</ol>
<img src="${demoImage('weekKickoff')}" alt="The kickoff board with the three problems we chose for the hackathon" />
<h3>Follow along</h3>
<p>Our weekly updates live in the <a href="/series/8-week-ai-hackathon">8-Week AI Hackathon series</a>, and the code goes to <a href="${REPO}" rel="noopener noreferrer" target="_blank">our GitHub organisation</a> as we write it. If you have a problem you would like us to look at, the contact form is always open.</p>`,
  },
  {
    id: demoId('blogPost', 2),
    teamId: TEAM_ID,
    ...byAuthor(EDITOR_USER_ID),
    ...publishedOn('2026-10-15T11:00:00Z', '2026-10-16T14:00:00Z'),
    title: 'Our Local LLM Setup, Step by Step',
    excerpt:
      'How we run an open-weight model on a laptop, keep prompts under version control and test ' +
      'with real tickets without sending customer data anywhere.',
    featuredImageUrl: demoImage('blogLocalLlm'),
    imageUrls: [],
    content: `<p>Experimenting with customer emails means being careful with customer data. Until we have a concrete use case that legal has reviewed, everything runs on our own laptops. Here is the setup, end to end.</p>
<h2>What you need</h2>
<ul>
<li>A laptop with 16 GB of memory (32 GB is more comfortable).</li>
<li><a href="https://github.com/ollama/ollama" rel="noopener noreferrer" target="_blank">Ollama</a> to download and serve models.</li>
<li>Python 3.12 and a virtual environment for the notebooks.</li>
</ul>
<h2>Step by step</h2>
<ol>
<li>Install Ollama and pull a model of 7 to 8 billion parameters.</li>
<li>Clone our playground repository and install its requirements.</li>
<li>Copy the sample tickets into <code>data/</code>; they are already anonymised.</li>
<li>Run the smoke test below. If it prints a topic, you are ready.</li>
</ol>
<pre><code class="language-bash">ollama pull llama3.1:8b
git clone ${REPO}/llm-playground.git
cd llm-playground
python -m venv .venv &amp;&amp; source .venv/bin/activate
pip install -r requirements.txt
python smoke_test.py --model llama3.1:8b
</code></pre>
<h3>Prompts are code</h3>
<p>Every prompt lives in <code>prompts/</code> as a plain text file and goes through review like any other change. When a result surprises us, we can always tell which instructions produced it.</p>
<img src="${demoImage('weekPlayground')}" alt="A terminal running the playground smoke test next to a prompt file" />
<p>The full instructions are in the <a href="${REPO}/llm-playground" rel="noopener noreferrer" target="_blank">llm-playground repository</a>.</p>`,
  },
  {
    id: RETRIEVAL_POST_ID,
    teamId: TEAM_ID,
    ...byAuthor(EDITOR_USER_ID),
    ...publishedOn('2026-10-29T16:00:00Z', '2026-10-30T15:00:00Z'),
    title: 'Retrieval First: Why We Did Not Fine-Tune',
    excerpt:
      'Fine-tuning felt like the serious option. Retrieval was cheaper, easier to correct and ' +
      'honest about its sources, so that is what DocuSearch uses.',
    featuredImageUrl: demoImage('blogRetrieval'),
    imageUrls: [
      demoImage('blogRetrieval'),
      demoImage('weekRetrieval'),
      demoImage('projectDocuSearch'),
      demoImage('mediaArchitecture'),
      demoImage('weekEvaluation'),
      demoImage('mediaPairing'),
    ],
    content: `<p>When we started on DocuSearch, our question-answering tool for the internal wiki, the first suggestion in the room was to fine-tune a model on all 3,200 pages. We built a retrieval pipeline instead. This post explains why.</p>
<h2>Three reasons</h2>
<ol>
<li><strong>Corrections are instant.</strong> When a page changes, we re-index it in seconds. A fine-tuned model would keep the old answer until the next training run.</li>
<li><strong>Every answer shows its sources.</strong> Colleagues trust an answer they can check, and a wrong answer points straight at the page that needs fixing.</li>
<li><strong>It is cheap.</strong> Indexing the whole wiki takes eleven minutes on a laptop.</li>
</ol>
<h2>How the pipeline works</h2>
<p>Pages are split into passages of about 300 words, embedded, and stored in PostgreSQL with the <code>pgvector</code> extension. A question retrieves the eight closest passages, and the model answers from those alone.</p>
<pre><code class="language-sql">SELECT page_id, passage
FROM passages
ORDER BY embedding &lt;=&gt; $1
LIMIT 8;
</code></pre>
<img src="${demoImage('mediaArchitecture')}" alt="Architecture sketch of the DocuSearch retrieval pipeline" />
<h3>Further reading</h3>
<ul>
<li><a href="https://arxiv.org/abs/2005.11401" rel="noopener noreferrer" target="_blank">Retrieval-Augmented Generation for Knowledge-Intensive NLP Tasks</a>, the paper that named the approach.</li>
<li>Our <a href="${REPO}/docusearch" rel="noopener noreferrer" target="_blank">DocuSearch repository</a>, including the indexing scripts.</li>
</ul>`,
  },
  {
    id: demoId('blogPost', 4),
    teamId: TEAM_ID,
    ...byAuthor(EDITOR_USER_ID),
    ...publishedOn('2026-11-05T17:00:00Z', '2026-11-06T16:00:00Z'),
    title: 'A Small, Honest Rubric for Evaluating AI Answers',
    excerpt:
      'Sixty questions, four criteria and two human reviewers: the evaluation loop that finally ' +
      'told us whether our changes helped.',
    featuredImageUrl: demoImage('blogEvaluation'),
    imageUrls: [],
    content: `<p>By week five we had tried four prompts, three chunk sizes and two models, and nobody could say which combination was best. Our impressions depended on which questions we happened to try that morning. We needed a measurement we could repeat.</p>
<h2>The rubric</h2>
<p>Each answer gets one point for each of four criteria:</p>
<ul>
<li><strong>Correct:</strong> nothing in it is false.</li>
<li><strong>Complete:</strong> it answers the whole question.</li>
<li><strong>Grounded:</strong> every claim appears in a cited source.</li>
<li><strong>Concise:</strong> a colleague can read it in under a minute.</li>
</ul>
<h2>The loop</h2>
<ol>
<li>Run the 60 questions through the pipeline.</li>
<li>Let a model grade every answer against the rubric and the reference answer.</li>
<li>Have two of us review every disagreement and every perfect score.</li>
<li>Compare the totals with the previous run before merging the change.</li>
</ol>
<pre><code class="language-bash">npx eval-harness run --questions questions.jsonl --pipeline "./ask.sh"
npx eval-harness report --compare runs/previous.json
</code></pre>
<h3>What it caught</h3>
<p>The first full run showed that our favourite prompt scored lower on grounding than the plain one: it encouraged the model to add helpful background that was not in any source. We would never have noticed by reading a handful of answers.</p>
<img src="${demoImage('weekEvaluation')}" alt="A spreadsheet comparing rubric scores between two evaluation runs" />
<p>The <a href="${REPO}/eval-harness" rel="noopener noreferrer" target="_blank">eval-harness</a> is open source. Bring your own questions.</p>`,
  },
  {
    id: demoId('blogPost', 5),
    teamId: TEAM_ID,
    ...byAuthor(ADMIN_USER_ID),
    ...publishedOn('2026-11-13T12:00:00Z', '2026-11-13T17:30:00Z'),
    title: 'Halfway There: What Changed at Week Six',
    excerpt:
      'Support agents liked our prototypes in the demo and ignored them afterwards. Here is what ' +
      'we learned, and why two prototypes became one.',
    featuredImageUrl: demoImage('blogHalfway'),
    imageUrls: [demoImage('blogHalfway'), demoImage('weekPivot')],
    content: `<p>Six weeks in, we had two working prototypes: a triage assistant that labels tickets and DocuSearch, which answers questions from the wiki. Both scored well in our tests. Then we watched six support agents try them during a normal shift.</p>
<h2>What we saw</h2>
<ul>
<li>Agents opened each tool once or twice, then went back to their inbox.</li>
<li>Switching windows for every ticket cost more time than the answers saved.</li>
<li>The most-used feature was the one we almost cut: the source link under an answer.</li>
</ul>
<h2>What we changed</h2>
<p>We merged both prototypes into <a href="/series/8-week-ai-hackathon">Inbox Copilot</a>, which lives inside the ticketing tool. It suggests a topic and an urgency, and drafts a reply that cites the wiki pages it used. The agent always edits and sends.</p>
<img src="${demoImage('weekPivot')}" alt="Whiteboard sketch of the Inbox Copilot draft reply panel" />
<h3>What we would tell our week-one selves</h3>
<ol>
<li>Test inside the real workflow from the first week, not the fourth.</li>
<li>Measure time saved, not only answer quality.</li>
<li>Keep the prototype that people miss when it is gone.</li>
</ol>
<pre><code>Week 3: 81% topic agreement, agents did not use it
Week 6: 74% of drafts kept in part, agents asked to keep it
</code></pre>
<p>Next up: a one-week pilot with eight agents on live tickets.</p>`,
  },
  {
    id: demoId('blogPost', 6),
    teamId: TEAM_ID,
    ...byAuthor(ADMIN_USER_ID),
    published: false,
    publishedAt: null,
    ...stamped('2026-11-20T18:00:00Z'),
    title: 'Our Demo Day Checklist',
    excerpt: 'Twenty minutes, three demos, zero crashed laptops: how we are preparing for Friday.',
    featuredImageUrl: demoImage('blogDemoDay'),
    imageUrls: [demoImage('blogDemoDay')],
    content: `<p>Draft: finish after the rehearsal on Wednesday.</p>
<h2>The week before</h2>
<ul>
<li>Freeze features on Monday; fix only what breaks the demo.</li>
<li>Record a backup video of every demo in case the network fails.</li>
<li>Rehearse twice with someone who has not seen the prototypes.</li>
</ul>
<h2>On the day</h2>
<ol>
<li>Arrive an hour early and test the projector and the video link.</li>
<li>Open every demo in its own browser profile, already signed in.</li>
<li>Keep the questions for the end and write every one of them down.</li>
</ol>`,
  },
];
