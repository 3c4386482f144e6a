import { describe, expect, it } from 'vitest';
import { type CheckedPage, checkPage } from './check';

const filler = Array.from({ length: 320 }, (_, i) => `word${i}`).join(' ');
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

function problems(body: string, overrides: Partial<CheckedPage> = {}, ids = new Map<string, string>()) {
  return checkPage(page(body, overrides), anchors, ids).map((p) => p.message);
}

const valid = `## Intro section\n\n${filler}\n\n## Check your understanding\n\n${goodQuiz}\n`;

describe('checkPage', () => {
  it('passes a complete page', () => {
    expect(problems(valid)).toEqual([]);
  });

  it('flags placeholder words in prose but not in code', () => {
    expect(problems(`${valid}\nThis part is coming soon.\n`)).toContain('placeholder word "coming soon" in the text');
    expect(problems(`${valid}\n\`\`\`js\n// TODO later\n\`\`\`\n`)).toEqual([]);
  });

  it('flags a docs page under 300 words of prose', () => {
    expect(problems(`## Intro section\n\nToo short.\n\n## Check your understanding\n\n${goodQuiz}\n`)[0]).toMatch(/only \d+ words of prose/);
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
    const noQuiz = `## Intro section\n\n${filler}\n`;
    expect(problems(noQuiz)).toContain('must end with a "## Check your understanding" section');
    expect(problems(noQuiz, { id: 'Architecture', href: '/docs/Explore/Demo/' })).toEqual([]);
  });
});
