/**
 * Every quiz the site publishes, read from the content: the `<Quiz id=… points={…} />` elements
 * of docs, DevOps, blog and standalone pages (drafts excluded, as in a production build). The
 * Firestore rules are generated from this list (scripts/build-firestore-rules.ts), so a reader can
 * only store points for a quiz that exists, and at most what that quiz awards.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { getBlogPosts } from './blog';
import { attributeValue } from './check';
import { DOCS_SECTIONS, getDocPages } from './docs';
import { parseMdx } from './mdx-tree';
import { getStandalonePage } from './pages';

/** One published quiz: its subject id, the points a right answer earns, and where it is declared. */
export interface QuizDeclaration {
  id: string;
  points: number;
  file: string;
}

/** A subject id as the content check requires it (kebab-case); also what the rules accept. */
export const QUIZ_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function quizElements(node: Root | RootContent, found: JsxElement[] = []): JsxElement[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Quiz') found.push(node);
  if ('children' in node) for (const child of node.children) quizElements(child as RootContent, found);
  return found;
}

/** The quizzes of one MDX body. Throws, naming the file, for a quiz without a usable id or points. */
export function quizzesInBody(body: string, file: string): QuizDeclaration[] {
  return quizElements(parseMdx(body)).map((node) => {
    const id = attributeValue(node, 'id').value;
    const points = attributeValue(node, 'points').value;
    if (typeof id !== 'string' || !QUIZ_ID_PATTERN.test(id)) {
      throw new Error(`${file}: a <Quiz> needs a kebab-case id, got ${JSON.stringify(id)}`);
    }
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0) {
      throw new Error(`${file}: quiz "${id}" needs whole-number points, got ${JSON.stringify(points)}`);
    }
    return { id, points, file };
  });
}

/** Every published quiz, sorted by id. Throws on a duplicate id (naming both files). */
export function collectQuizzes(): QuizDeclaration[] {
  const sources: { body: string; file: string }[] = [];
  for (const section of DOCS_SECTIONS) {
    for (const page of getDocPages(section)) sources.push({ body: page.body, file: page.filePath });
  }
  for (const post of getBlogPosts()) sources.push({ body: post.body, file: post.filePath });
  const guide = getStandalonePage('markdown-page');
  sources.push({ body: guide.body, file: guide.filePath });

  const byId = new Map<string, QuizDeclaration>();
  for (const { body, file } of sources) {
    for (const quiz of quizzesInBody(body, file)) {
      const other = byId.get(quiz.id);
      if (other) throw new Error(`${file}: quiz "${quiz.id}" is also declared in ${other.file}`);
      byId.set(quiz.id, quiz);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
