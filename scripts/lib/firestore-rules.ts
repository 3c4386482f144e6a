/**
 * The generated part of `firestore.rules`: every published quiz's subject id with the points a
 * right answer earns, as the rules function `quizMaxPoints()`. The rest of the file is written by
 * hand; `scripts/build-firestore-rules.ts` rewrites only the block between the markers, from the
 * content (lib/content/quizzes.ts), so a new or renamed quiz needs no hand edit of the rules.
 * `scripts/lib/firestore-rules.test.ts` fails when the committed block is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectQuizzes, QUIZ_ID_PATTERN, type QuizDeclaration } from '@/lib/content/quizzes';

export const RULES_FILE = 'firestore.rules';
export const BEGIN_MARKER = '    // BEGIN GENERATED QUIZZES';
export const END_MARKER = '    // END GENERATED QUIZZES';

/** The block between (and including) the markers, for the given quizzes. */
export function renderQuizBlock(quizzes: readonly QuizDeclaration[]): string {
  if (quizzes.length === 0)
    throw new Error('No quizzes found in the content: refusing to generate rules that accept none.');
  const entries = quizzes.map((quiz) => {
    // Ids go into a rules string literal: only kebab-case ids, which need no escaping.
    if (!QUIZ_ID_PATTERN.test(quiz.id)) throw new Error(`${quiz.file}: quiz id "${quiz.id}" is not kebab-case`);
    return `        '${quiz.id}': ${quiz.points}`;
  });
  return [
    `${BEGIN_MARKER} (scripts/build-firestore-rules.ts writes this block from the content; do not edit)`,
    '    // Every published quiz: subject id → the points a right answer earns.',
    '    function quizMaxPoints() {',
    '      return {',
    entries.join(',\n'),
    '      };',
    '    }',
    END_MARKER,
  ].join('\n');
}

/** `rules` with its generated block replaced by the one for `quizzes`. */
export function withQuizBlock(rules: string, quizzes: readonly QuizDeclaration[]): string {
  const begin = rules.indexOf(BEGIN_MARKER);
  const end = rules.indexOf(END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(`${RULES_FILE} must contain the lines "${BEGIN_MARKER.trim()}" and "${END_MARKER.trim()}".`);
  }
  return rules.slice(0, begin) + renderQuizBlock(quizzes) + rules.slice(end + END_MARKER.length);
}

/** The rules as they must be for the current content (reads firestore.rules and the content). */
export function generateFirestoreRules(root: string = process.cwd()): string {
  return withQuizBlock(fs.readFileSync(path.join(root, RULES_FILE), 'utf8'), collectQuizzes());
}
