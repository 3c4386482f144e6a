import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectSubjects, subjectsInBody } from '@/lib/content/quizzes';
import { generateFirestoreRules, RULES_FILE, renderQuizBlock, withQuizBlock } from './firestore-rules';

const mdx = (id: string, points: number) =>
  `# Page\n\n<Quiz id="${id}" question="Q?" choices={["A", "B"]} answer={1} explanation="E." points={${points}} />\n`;

// Loading the content (with git dates) takes a while on a busy machine.
describe('firestore.rules quiz list', { timeout: 180_000 }, () => {
  it('the committed firestore.rules matches the content (run `npm run rules` after changing a quiz)', () => {
    expect(fs.readFileSync(RULES_FILE, 'utf8')).toBe(generateFirestoreRules());
  });

  it('lists every published quiz with its points', () => {
    const rules = generateFirestoreRules();
    const quizzes = collectSubjects();
    expect(quizzes.length).toBeGreaterThan(0);
    for (const quiz of quizzes) expect(rules).toContain(`'${quiz.id}': ${quiz.points}`);
  });

  it('a new quiz in the content appears in the rules without a hand edit; a removed one disappears', () => {
    const rules = fs.readFileSync(RULES_FILE, 'utf8');
    const quizzes = [...subjectsInBody(mdx('explore-new-quiz', 20), 'content/docs/New.mdx')];
    const updated = withQuizBlock(rules, quizzes);
    expect(updated).toContain(`'explore-new-quiz': 20`);
    expect(updated).not.toContain(`'${collectSubjects()[0]!.id}'`);
    // The hand-written rules around the block are untouched.
    expect(updated.split('// BEGIN GENERATED QUIZZES')[0]).toBe(rules.split('// BEGIN GENERATED QUIZZES')[0]);
  });

  it('lists exercises apart from quizzes, with ids unique across both', () => {
    const body =
      mdx('explore-quiz', 10) +
      '\n<Exercise id="explore-first-select" points={15} reference="SELECT Name FROM Account">Task.</Exercise>\n';
    const subjects = subjectsInBody(body, 'content/docs/New.mdx');
    expect(subjects.map(({ id, kind }) => [id, kind])).toEqual([
      ['explore-quiz', 'quiz'],
      ['explore-first-select', 'exercise'],
    ]);
    const block = withQuizBlock(fs.readFileSync(RULES_FILE, 'utf8'), subjects);
    const exercises = block.slice(block.indexOf('function exerciseMaxPoints()'));
    expect(exercises).toContain(`'explore-first-select': 15`);
    expect(exercises).not.toContain('explore-quiz');
    // No exercise at all is fine: the map is empty, and valid rules.
    expect(renderQuizBlock(subjects.slice(0, 1))).toMatch(/function exerciseMaxPoints\(\) \{\n\s+return \{\n\s+\};/);
  });

  it('refuses what would make broken or permissive rules', () => {
    expect(() => renderQuizBlock([])).toThrow('No quizzes');
    expect(() => renderQuizBlock([{ id: "x'; allow write", points: 10, file: 'a.mdx', kind: 'quiz' }])).toThrow(
      'kebab-case',
    );
    expect(() => subjectsInBody(mdx('Bad Id', 10), 'content/docs/Bad.mdx')).toThrow('content/docs/Bad.mdx');
    expect(() => subjectsInBody(mdx('explore-x', 2.5), 'content/docs/X.mdx')).toThrow('whole-number points');
    expect(() => withQuizBlock('rules_version = "2";', [])).toThrow('BEGIN GENERATED QUIZZES');
  });
});
