/**
 * The generated part of `firestore.rules`: every published quiz's subject id with the points a
 * right answer earns, as the rules function `quizMaxPoints()`, and every exercise's with the
 * points a solve earns, as `exerciseMaxPoints()`. The rest of the file is written by hand;
 * `scripts/build-firestore-rules.ts` rewrites only the block between the markers, from the
 * content (lib/content/quizzes.ts), so a new or renamed quiz or exercise needs no hand edit.
 * `scripts/lib/firestore-rules.test.ts` fails when the committed block is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectSubjects, QUIZ_ID_PATTERN, type SubjectDeclaration } from '@/lib/content/quizzes';

export const RULES_FILE = 'firestore.rules';
export const BEGIN_MARKER = '    // BEGIN GENERATED QUIZZES';
export const END_MARKER = '    // END GENERATED QUIZZES';

/** A rules function returning the map of subject id → points. */
function renderMap(name: string, comment: string, subjects: readonly SubjectDeclaration[]): string[] {
  const entries = subjects.map((subject) => {
    // Ids go into a rules string literal: only kebab-case ids, which need no escaping.
    if (!QUIZ_ID_PATTERN.test(subject.id)) {
      throw new Error(`${subject.file}: ${subject.kind} id "${subject.id}" is not kebab-case`);
    }
    return `        '${subject.id}': ${subject.points}`;
  });
  return [
    `    // ${comment}`,
    `    function ${name}() {`,
    '      return {',
    ...(entries.length ? [entries.join(',\n')] : []),
    '      };',
    '    }',
  ];
}

/** The block between (and including) the markers, for the given quizzes and exercises. */
export function renderQuizBlock(subjects: readonly SubjectDeclaration[]): string {
  const quizzes = subjects.filter((subject) => subject.kind === 'quiz');
  if (quizzes.length === 0)
    throw new Error('No quizzes found in the content: refusing to generate rules that accept none.');
  return [
    `${BEGIN_MARKER} (scripts/build-firestore-rules.ts writes this block from the content; do not edit)`,
    ...renderMap('quizMaxPoints', 'Every published quiz: subject id → the points a right answer earns.', quizzes),
    ...renderMap(
      'exerciseMaxPoints',
      'Every published exercise: subject id → the points a solve earns.',
      subjects.filter((subject) => subject.kind === 'exercise'),
    ),
    END_MARKER,
  ].join('\n');
}

/** `rules` with its generated block replaced by the one for `subjects`. */
export function withQuizBlock(rules: string, subjects: readonly SubjectDeclaration[]): string {
  const begin = rules.indexOf(BEGIN_MARKER);
  const end = rules.indexOf(END_MARKER);
  if (begin < 0 || end < begin) {
    throw new Error(`${RULES_FILE} must contain the lines "${BEGIN_MARKER.trim()}" and "${END_MARKER.trim()}".`);
  }
  return rules.slice(0, begin) + renderQuizBlock(subjects) + rules.slice(end + END_MARKER.length);
}

/** The rules as they must be for the current content (reads firestore.rules and the content). */
export function generateFirestoreRules(root: string = process.cwd()): string {
  return withQuizBlock(fs.readFileSync(path.join(root, RULES_FILE), 'utf8'), collectSubjects());
}
