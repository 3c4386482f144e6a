import { describe, expect, it } from 'vitest';
import {
  type CheckedPage,
  type QuizSummary,
  answerIsUniquelyLongest,
  answerIsUniquelyShortest,
  checkPage,
  checkQuizAnswerLengths,
  checkQuizAnswerPositions,
} from './check';
import { type PeopleAllowList, findUnlistedPeople, unlistedCredits } from './people';

const filler = 'Open the Object Manager from the top bar and pick an object to see its fields.';
const quiz = (props: string) => `<Quiz ${props} />`;
const goodQuiz = quiz('id="explore-demo-one" question="Q?" choices={["A", "B", "C"]} answer={2} explanation="Because." points={10}');

function page(body: string, overrides: Partial<CheckedPage> = {}): CheckedPage {
  return { file: 'content/docs/Explore/Demo.mdx', href: '/docs/Explore/Demo/', body, kind: 'doc', id: 'Explore/Demo', ...overrides };
}

const anchors = new Map([
  ['/docs/Explore/Demo/', new Set(['intro-section', 'check-your-understanding'])],
  ['/docs/Navigation/', new Set(['code', 'industries'])],
  ['/docs/intro/', new Set(['install'])],
  ['/docs/Configure/Industries/Insurance Product/', new Set(['coverages'])],
]);

const people: PeopleAllowList = { people: ['Nicolas Despres', 'Florian Lebrun'], organisations: ['SF Explorer Team'] };

function problems(body: string, overrides: Partial<CheckedPage> = {}, ids = new Map<string, string>()) {
  return checkPage(page(body, overrides), anchors, { quizIds: ids, people }).map((p) => p.message);
}

const valid = `## Intro section\n\n${filler}\n\n## Where to find it\n\nIn the top bar, open **Object Manager**.\n\n## Check your understanding\n\n${goodQuiz}\n`;

describe('checkPage', () => {
  it('passes a complete page', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('flags placeholder words in prose but not in code', () => {
    expect(problems(`${valid}\nThis part is coming soon.\n`)).toContain('placeholder word "coming soon" in the text');
    expect(problems(`${valid}\n\`\`\`js\n// TODO later\n\`\`\`\n`)).toEqual([]);
  });

  it('accepts a short page: there is no minimum word count', () => {
    expect(problems(`Short.\n\n## Where to find it\n\nTop bar.\n\n## Check your understanding\n\n${goodQuiz}\n`)).toEqual([]);
  });

  it('flags an empty page', () => {
    expect(problems('', { kind: 'blog', id: 'empty-post' })).toContain('the page is empty: it has no prose');
    expect(problems('```soql\nSELECT Id FROM Account\n```\n', { kind: 'devops', id: 'Sample Rules/Demo' })).toContain('the page is empty: it has no prose');
  });

  it('flags a page that opens with "This page", at the top level or inside a component', () => {
    expect(problems(`This page shows how to compare records.\n\n${valid}`).some((m) => m.startsWith('opens with "This page shows'))).toBe(true);
    expect(problems(`<Callout>\n\nThis page explains it.\n\n</Callout>\n\n${valid}`).some((m) => m.startsWith('opens with'))).toBe(true);
    expect(problems(`Compare records on this page.\n\n${valid}`)).toEqual([]);
  });

  it('flags a docs feature page without a where-to-find-it heading, and only feature pages', () => {
    const noWhere = valid.replace('## Where to find it', '## Steps');
    expect(problems(noWhere)).toContain('a feature page needs a where-to-find-it passage: a heading starting "Where to find" with the menu path or steps');
    expect(problems(valid.replace('## Where to find it', '### Where to find the Object Manager'))).toEqual([]);
    expect(problems(noWhere.replace(/## Check your understanding[\s\S]*/, ''), { id: 'FAQ/index' })).toEqual([]);
  });

  it('flags people who are not in the brief, in prose, tables, code and quiz props', () => {
    expect(problems(`${valid}\nReviewed by Tom Okafor last week.\n`)).toContain('names "Tom Okafor", who is not in the brief (content/people.json lists the people the site may name)');
    expect(problems(`${valid}\n| Rule | Author |\n|---|---|\n| Naming | Priya Raman |\n`).some((m) => m.includes('"Priya Raman"'))).toBe(true);
    expect(problems(`${valid}\n\`\`\`apex\n/**\n * @author Lena Fischer\n */\n\`\`\`\n`).some((m) => m.includes('"Lena Fischer"'))).toBe(true);
    const quizWithName = goodQuiz.replace('question="Q?"', 'question="What did Maya Chen change?"');
    expect(problems(valid.replace(goodQuiz, quizWithName)).some((m) => m.includes('"Maya Chen"'))).toBe(true);
  });

  it('accepts the people the brief names and product names that look like names', () => {
    const text = 'Nicolas Despres built it and Florian Lebrun co-wrote the posts. Open Object Manager, Data Cloud Explorer, Apex Class, Lightning Web Components, Trace Flag, Price Book, General Access and Record Detail.';
    expect(problems(`${valid}\n${text}\n`)).toEqual([]);
  });

  it('flags broken links and anchors, and accepts encoded spaces', () => {
    expect(problems(`${valid}\n[a](/docs/nowhere/) [b](/docs/intro/#missing) [c](#nope) [d](/docs/intro/#install) [e](/docs/Configure/Industries/Insurance%20Product/#coverages)\n`)).toEqual([
      'broken link "/docs/nowhere/": no page at /docs/nowhere/',
      'broken anchor "/docs/intro/#missing": /docs/intro/ has no heading with id "missing"',
      'broken anchor "#nope": /docs/Explore/Demo/ has no heading with id "nope"',
    ]);
  });

  it('flags images without alt text', () => {
    expect(problems(`${valid}\n![](/img/x.svg)\n`)).toContain('image /img/x.svg has no alt text');
    expect(problems(`${valid}\n<Diagram name="architecture" alt="" />\n`)).toContain('a <Diagram> has no meaningful alt text');
  });

  it('flags duplicate heading ids', () => {
    expect(problems(`## Intro section\n\n${filler}\n\n### Setup\n\ntext\n\n### Setup\n\ntext\n\n## Check your understanding\n\n${goodQuiz}\n`)).toContain(
      'duplicate heading id "setup" ("Setup")',
    );
  });

  it('flags quiz problems: missing answer, out of range, duplicate id', () => {
    const missing = quiz('id="explore-demo-two" question="Q?" choices={["A", "B"]} explanation="E." points={10}');
    expect(problems(valid.replace(goodQuiz, missing))).toContain('quiz "explore-demo-two": missing answer');
    const outOfRange = quiz('id="explore-demo-three" question="Q?" choices={["A", "B"]} answer={2} explanation="E." points={10}');
    expect(problems(valid.replace(goodQuiz, outOfRange))).toContain('quiz "explore-demo-three": answer 2 is out of range (0–1)');
    const ids = new Map([['explore-demo-one', 'content/docs/Other.mdx']]);
    expect(problems(valid, {}, ids)).toContain('quiz "explore-demo-one": duplicate subject id (also in content/docs/Other.mdx)');
  });

  it('flags sentences that talk about the sources instead of the app, in prose but not in code', () => {
    const narrations = [
      'The documentation gives no menu path for this screen.',
      'The labels below come from screenshots of version 2.0.13.',
      'Release 6.0 refreshed the navigation, and no screenshot shows the newer menus.',
      'Where the key is stored is not stated.',
      'As documented in 2025, the header switches the mode.',
      'In the 0.4.1 screens the entry reads SOQL.',
      'Earlier versions of the documentation listed three more uses.',
      'The brief says nothing about it.',
      'Exempt System Administrator, as the original title says.',
    ];
    for (const sentence of narrations) {
      expect(problems(`${valid}
${sentence}
`).some((m) => m.startsWith("speaks about the site's sources")), sentence).toBe(true);
    }
    const fine = [
      'Open **Code**, then **GraphQL**. Before 2.0 the entry sat in its own **GraphQL** menu.',
      'Send feedback through the issues of [`sf-explorer/documentation`](https://github.com/sf-explorer/documentation/issues).',
      "Salesforce's own documentation covers trace flags in depth.",
      'Documentation that is retyped by hand goes stale.',
    ];
    for (const sentence of fine) expect(problems(`${valid}
${sentence}
`), sentence).toEqual([]);
    expect(problems(`${valid}
\`\`\`apex
// screenshot of the documentation
\`\`\`
`)).toEqual([]);
  });

  it('checks that an app path starts from an entry of the navigation page', () => {
    expect(problems(valid, { appPath: ['Industries', 'DataRaptors'] })).toEqual([]);
    expect(problems(valid, { appPath: ['Tools', 'DataRaptors'] })).toContain(
      'app_path "Tools › DataRaptors" starts from "Tools", which /docs/Navigation/ has no heading for (#tools)',
    );
  });

  it('requires the closing quiz section on docs pages in the quiz sections only', () => {
    const noQuiz = `## Intro section\n\n${filler}\n\n## Where to find it\n\nTop bar.\n`;
    expect(problems(noQuiz)).toContain('must end with a "## Check your understanding" section');
    expect(problems(noQuiz, { id: 'Architecture', href: '/docs/Explore/Demo/' })).toEqual([]);
  });
});

describe('exercises', () => {
  const exercise = (props: string, task = 'The names of all accounts.') => `<Exercise ${props}>\n\n${task}\n\n</Exercise>`;
  const good = 'id="explore-demo-exercise" points={15} reference="SELECT Name FROM Account" hints={["Start with SELECT."]} ordered';

  it('passes a complete exercise', () => {
    expect(problems(`${valid}\n${exercise(good)}\n`)).toEqual([]);
  });

  it('flags a missing reference, bad points, bad hints, an empty task', () => {
    expect(problems(`${valid}\n${exercise('id="explore-demo-exercise" points={2} hints={[""]}', '')}\n`)).toEqual([
      'exercise "explore-demo-exercise": missing "reference"',
      'exercise "explore-demo-exercise": points must be a whole number from 5 to 50',
      'exercise "explore-demo-exercise": hints must be a list of non-empty strings',
      'exercise "explore-demo-exercise": the task is missing: write it between <Exercise> and </Exercise>',
    ]);
  });

  it('refuses an id a quiz already has: progress is stored under it', () => {
    expect(problems(`${valid}\n${exercise(good.replace('explore-demo-exercise', 'explore-demo-one'))}\n`)).toContain(
      'exercise "explore-demo-one": duplicate subject id (also in content/docs/Explore/Demo.mdx)',
    );
  });
});

describe('people', () => {
  it('finds full names built from a given name and a surname, not lone given names', () => {
    expect(findUnlistedPeople('Tom Okafor and Priya Raman met Lena Fischer.', people)).toEqual(['Tom Okafor', 'Priya Raman', 'Lena Fischer']);
    expect(findUnlistedPeople('Ask Tom. Open the Lead Before Handler flow.', people)).toEqual([]);
  });

  it('checks credit fields against the allow-list exactly', () => {
    expect(unlistedCredits(['Nicolas Despres', 'SF Explorer Team', 'Jane Smith'], people)).toEqual(['Jane Smith']);
  });
});

const quizWith = (id: string, choices: string[], answer: number, file = `content/docs/${id}.mdx`): QuizSummary => ({ file, id, choices, answer });

describe('quiz answer lengths', () => {
  it('spots a correct choice that is the uniquely longest', () => {
    expect(answerIsUniquelyLongest({ choices: ['No', 'Yes, always and everywhere'], answer: 1 })).toBe(true);
    expect(answerIsUniquelyLongest({ choices: ['Same size', 'Same size'], answer: 1 })).toBe(false);
    expect(answerIsUniquelyLongest({ choices: ['A much longer wrong one', 'Right'], answer: 1 })).toBe(false);
  });

  it('fails when more than a third of quizzes give the answer away by length, and names each', () => {
    const tells = [quizWith('a', ['x', 'the long right one'], 1), quizWith('b', ['the long right one', 'y'], 0)];
    const fair = [quizWith('c', ['one', 'two'], 0), quizWith('d', ['four', 'five'], 1)];
    expect(checkQuizAnswerLengths([...tells, ...fair])).toEqual([
      { file: 'content/docs/a.mdx', message: 'quiz "a": the correct choice is the uniquely longest; 2 of 4 quizzes site-wide are like this, at most a third may be' },
      { file: 'content/docs/b.mdx', message: 'quiz "b": the correct choice is the uniquely longest; 2 of 4 quizzes site-wide are like this, at most a third may be' },
    ]);
    expect(checkQuizAnswerLengths([tells[0], ...fair, quizWith('e', ['six', 'ten'], 0)])).toEqual([]);
  });
});

describe('quiz answer lengths, shortest', () => {
  it('spots a correct choice that is the uniquely shortest, and fails past a third of quizzes', () => {
    expect(answerIsUniquelyShortest({ choices: ['Yes', 'Only on Tuesdays', 'Never at all'], answer: 0 })).toBe(true);
    expect(answerIsUniquelyShortest({ choices: ['Yes', 'No!', 'Never at all'], answer: 0 })).toBe(false);
    const tells = [quizWith('a', ['ok', 'a longer wrong one'], 0), quizWith('b', ['a longer wrong one', 'ok'], 1)];
    const fair = [quizWith('c', ['one', 'two'], 0), quizWith('d', ['four', 'five'], 1)];
    expect(checkQuizAnswerLengths([...tells, ...fair]).map((p) => p.message)).toEqual([
      'quiz "a": the correct choice is the uniquely shortest; 2 of 4 quizzes site-wide are like this, at most a third may be',
      'quiz "b": the correct choice is the uniquely shortest; 2 of 4 quizzes site-wide are like this, at most a third may be',
    ]);
  });
});

describe('quiz answer positions', () => {
  const four = ['w', 'x', 'y', 'z'];
  const spread = (answers: number[], prefix = 'q') => answers.map((answer, i) => quizWith(`${prefix}${i}`, four, answer, `content/docs/${prefix}${i}.mdx`));

  it('passes a site whose answers are spread over the positions', () => {
    expect(checkQuizAnswerPositions(spread([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]))).toEqual([]);
  });

  it('fails when one position holds more than 35 % of the answers, naming the quizzes to move', () => {
    const quizzes = spread([1, 1, 1, 1, 1, 0, 2, 3, 0, 2, 3, 0]);
    expect(checkQuizAnswerPositions(quizzes)).toEqual([
      {
        file: 'content',
        message: '5 of 12 quizzes (42 %) have their correct choice second; at most 35 % may share a position. Move some of: q0, q1, q2, q3, q4',
      },
    ]);
  });

  it('leaves a small set of quizzes to the per-page rule', () => {
    expect(checkQuizAnswerPositions(spread([1, 1, 1]))).toEqual([]);
  });

  it('fails a page whose quizzes all put the answer in the same position', () => {
    const page = 'content/docs/Explore/Apex.mdx';
    const samePlace = [quizWith('a', four, 1, page), quizWith('b', four, 1, page), quizWith('c', four, 1, page)];
    expect(checkQuizAnswerPositions(samePlace)).toEqual([
      { file: page, message: 'all 3 quizzes on the page have their correct choice second: vary the position' },
    ]);
    expect(checkQuizAnswerPositions([samePlace[0], samePlace[1], quizWith('c', four, 3, page)])).toEqual([]);
  });
});
