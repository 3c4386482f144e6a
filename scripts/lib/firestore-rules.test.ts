import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectQuizzes, quizzesInBody } from '@/lib/content/quizzes';
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
    const quizzes = collectQuizzes();
    expect(quizzes.length).toBeGreaterThan(0);
    for (const quiz of quizzes) expect(rules).toContain(`'${quiz.id}': ${quiz.points}`);
  });

  it('a new quiz in the content appears in the rules without a hand edit; a removed one disappears', () => {
    const rules = fs.readFileSync(RULES_FILE, 'utf8');
    const quizzes = [...quizzesInBody(mdx('explore-new-quiz', 20), 'content/docs/New.mdx')];
    const updated = withQuizBlock(rules, quizzes);
    expect(updated).toContain(`'explore-new-quiz': 20`);
    expect(updated).not.toContain(`'${collectQuizzes()[0]!.id}'`);
    // The hand-written rules around the block are untouched.
    expect(updated.split('// BEGIN GENERATED QUIZZES')[0]).toBe(rules.split('// BEGIN GENERATED QUIZZES')[0]);
  });

  it('refuses what would make broken or permissive rules', () => {
    expect(() => renderQuizBlock([])).toThrow('No quizzes');
    expect(() => renderQuizBlock([{ id: "x'; allow write", points: 10, file: 'a.mdx' }])).toThrow('kebab-case');
    expect(() => quizzesInBody(mdx('Bad Id', 10), 'content/docs/Bad.mdx')).toThrow('content/docs/Bad.mdx');
    expect(() => quizzesInBody(mdx('explore-x', 2.5), 'content/docs/X.mdx')).toThrow('whole-number points');
    expect(() => withQuizBlock('rules_version = "2";', [])).toThrow('BEGIN GENERATED QUIZZES');
  });
});
