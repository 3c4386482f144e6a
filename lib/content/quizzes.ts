/**
 * Every subject that earns points, read from the content: the `<Quiz id=… points={…} />` and
 * `<Exercise id=… points={…}>` elements of docs, DevOps, blog and standalone pages (drafts
 * excluded, as in a production build). Ids are unique across both. The Firestore rules are
 * generated from this list (scripts/build-firestore-rules.ts), so a reader can only store points
 * for a quiz or an exercise that exists, and at most what it awards.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { getBlogPosts } from './blog';
import { attributeValue } from './check';
import { DOCS_SECTIONS, getDocPages } from './docs';
import { parseMdx } from './mdx-tree';
import { getStandalonePage } from './pages';

/** One published quiz or exercise: its subject id, the points it awards, and where it is declared. */
export interface SubjectDeclaration {
  id: string;
  points: number;
  file: string;
  kind: 'quiz' | 'exercise';
}

/** The MDX element of each kind of subject. */
const ELEMENTS = { Quiz: 'quiz', Exercise: 'exercise' } as const;

/** A subject id as the content check requires it (kebab-case); also what the rules accept. */
export const QUIZ_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isSubjectElement = (node: Root | RootContent): node is JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name ?? '') in ELEMENTS;

function subjectElements(node: Root | RootContent, found: JsxElement[] = []): JsxElement[] {
  if (isSubjectElement(node)) found.push(node);
  if ('children' in node) for (const child of node.children) subjectElements(child as RootContent, found);
  return found;
}

/** The quizzes and exercises of one MDX body. Throws, naming the file, for one without a usable id or points. */
export function subjectsInBody(body: string, file: string): SubjectDeclaration[] {
  return subjectElements(parseMdx(body)).map((node) => {
    const kind = ELEMENTS[node.name as keyof typeof ELEMENTS];
    const id = attributeValue(node, 'id').value;
    const points = attributeValue(node, 'points').value;
    if (typeof id !== 'string' || !QUIZ_ID_PATTERN.test(id)) {
      throw new Error(`${file}: a <${node.name}> needs a kebab-case id, got ${JSON.stringify(id)}`);
    }
    if (typeof points !== 'number' || !Number.isInteger(points) || points < 0) {
      throw new Error(`${file}: ${kind} "${id}" needs whole-number points, got ${JSON.stringify(points)}`);
    }
    return { id, points, file, kind };
  });
}

/** Every published quiz and exercise, sorted by id. Throws on a duplicate id (naming both files). */
export function collectSubjects(): SubjectDeclaration[] {
  const sources: { body: string; file: string }[] = [];
  for (const section of DOCS_SECTIONS) {
    for (const page of getDocPages(section)) sources.push({ body: page.body, file: page.filePath });
  }
  for (const post of getBlogPosts()) sources.push({ body: post.body, file: post.filePath });
  const guide = getStandalonePage('markdown-page');
  sources.push({ body: guide.body, file: guide.filePath });

  const byId = new Map<string, SubjectDeclaration>();
  for (const { body, file } of sources) {
    for (const subject of subjectsInBody(body, file)) {
      const other = byId.get(subject.id);
      if (other) throw new Error(`${file}: ${subject.kind} "${subject.id}" is also declared in ${other.file}`);
      byId.set(subject.id, subject);
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
}
