import { describe, expect, it } from 'vitest';
import {
  type CheckedPage,
  type QuizSummary,
  answerIsUniquelyLongest,
  checkPage,
  checkQuizAnswerLengths,
  checkSectionLabels,
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

  it('requires the closing quiz section on docs pages in the quiz sections only', () => {
    const noQuiz = `## Intro section\n\n${filler}\n\n## Where to find it\n\nTop bar.\n`;
    expect(problems(noQuiz)).toContain('must end with a "## Check your understanding" section');
    expect(problems(noQuiz, { id: 'Architecture', href: '/docs/Explore/Demo/' })).toEqual([]);
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

describe('quiz answer lengths', () => {
  const quizWith = (id: string, choices: string[], answer: number): QuizSummary => ({ file: `content/docs/${id}.mdx`, id, choices, answer });

  it('spots a correct choice that is the uniquely longest', () => {
    expect(answerIsUniquelyLongest({ choices: ['No', 'Yes, always and everywhere'], answer: 1 })).toBe(true);
    expect(answerIsUniquelyLongest({ choices: ['Same size', 'Same size'], answer: 1 })).toBe(false);
    expect(answerIsUniquelyLongest({ choices: ['A much longer wrong one', 'Right'], answer: 1 })).toBe(false);
  });

  it('fails when more than a third of quizzes give the answer away by length, and names each', () => {
    const tells = [quizWith('a', ['x', 'the long right one'], 1), quizWith('b', ['the long right one', 'y'], 0)];
    const fair = [quizWith('c', ['one', 'two'], 0), quizWith('d', ['three', 'four'], 1)];
    expect(checkQuizAnswerLengths([...tells, ...fair])).toEqual([
      { file: 'content/docs/a.mdx', message: 'quiz "a": the correct choice is the uniquely longest; 2 of 4 quizzes site-wide are like this, at most a third may be' },
      { file: 'content/docs/b.mdx', message: 'quiz "b": the correct choice is the uniquely longest; 2 of 4 quizzes site-wide are like this, at most a third may be' },
    ]);
    expect(checkQuizAnswerLengths([tells[0], ...fair, quizWith('e', ['six', 'five'], 0)])).toEqual([]);
  });
});

describe('checkSectionLabels', () => {
  it('flags a top-level label that another docs section already uses, whatever its case', () => {
    const problems = checkSectionLabels([
      { file: 'content/docs/intro.mdx', section: 'docs', label: 'Introduction' },
      { file: 'content/docs/FAQ/index.mdx', section: 'docs', label: 'FAQ' },
      { file: 'content/devops/index.mdx', section: 'devops', label: 'introduction' },
    ]);
    expect(problems).toEqual([
      {
        file: 'content/devops/index.mdx',
        message:
          'sidebar label "introduction" is also the label of content/docs/intro.mdx in the docs section: give one a label of its own (sidebar_label)',
      },
    ]);
  });

  it('passes distinct labels, and a label repeated within one section (its sidebar shows both)', () => {
    expect(
      checkSectionLabels([
        { file: 'content/docs/intro.mdx', section: 'docs', label: 'Introduction' },
        { file: 'content/docs/Apex.mdx', section: 'docs', label: 'Apex' },
        { file: 'content/docs/Develop/Apex.mdx', section: 'docs', label: 'Apex' },
        { file: 'content/devops/index.mdx', section: 'devops', label: 'Best-practice rules' },
      ]),
    ).toEqual([]);
  });
});
