/**
 * The content check: everything a reader would notice as broken, caught before a build ships.
 * `checkContent` loads all content through the normal loaders and returns problems, each naming
 * its file. Run by `npm run check:content` (part of the test command).
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { APP_NAVIGATION_HREF, appPathAnchor, appPathText } from './app-navigation';
import { getAuthors, getBlogPosts, getTags, paginate } from './blog';
import { DOCS_SECTIONS, getDocPages } from './docs';
import { getHomeContent } from './home';
import { collectHeadings, parseMdx } from './mdx-tree';
import { getStandalonePage } from './pages';
import { type PeopleAllowList, findUnlistedPeople, loadPeopleAllowList, unlistedCredits } from './people';
import { getSiteConfig } from './site';

export interface ContentProblem {
  file: string;
  message: string;
}

/** Words that mean a page is unfinished. Matched in prose, outside code. */
export const PLACEHOLDER_PATTERN = /\b(lorem ipsum|lorem|TODO|TBD|FIXME|XXX|coming soon|placeholder text|to be written|under construction)\b/i;

/** Misspellings from the original site that must not come back (route slugs are exempt). */
export const MISSPELLINGS = ['Saleforce', 'accross', 'Dataraptor', 'Medata', 'Queuable', 'Flexcards', 'Omniscripts', 'developper', 'environement'];

/** Docs folders whose pages must end with a quiz. */
export const QUIZ_SECTIONS = ['Explore', 'Configure', 'Develop', 'Document', 'Secure', 'Generative AI'];

/**
 * Docs folders whose pages describe a feature of the app. Each must tell the reader where the
 * feature is: a heading that starts with "Where to find" (for example "## Where to find it").
 */
export const FEATURE_SECTIONS = QUIZ_SECTIONS;
export const WHERE_TO_FIND_PATTERN = /^where to find\b/i;

/** A page must not open by talking about itself ("This page shows…"): it opens with the reader's task. */
export const SELF_REFERENCE_OPENING = /^\s*this page\b/i;

/**
 * Sentences that talk about the site's sources instead of the product. The reader is reading the
 * documentation, so "the documentation gives no menu path" or "the labels come from screenshots of
 * version 2.0.13" describe how the page was written, not the app. Say what the feature does and
 * where it is; leave the location out where it is not known; put a renamed label in an "Older
 * versions" note ("Before 2.0 the entry was called …"). Matched in prose, outside code.
 */
export const SOURCE_NARRATION_PATTERNS: readonly { pattern: RegExp; hint: string }[] = [
  {
    pattern: /\b(?:the|our|this|earlier versions of the|the original|the first|the \d{4}) (?:docs|documentation)\b(?! (?:site|repository|issues))/i,
    hint: 'the reader is reading the documentation: say what the app does',
  },
  { pattern: /\bscreenshots?\b/i, hint: 'describe the app, not a picture of it' },
  { pattern: /\b(?:gives?|names?|shows?|has) no (?:menu path|screenshot|location)\b/i, hint: 'leave an unknown location out' },
  { pattern: /\bnot stated\b/i, hint: 'say what is known, or leave the row out' },
  { pattern: /\bthe brief\b/i, hint: 'the brief is for writers, not readers' },
  { pattern: /\blabels? (?:below |here |above )?(?:come|comes|are taken) from\b/i, hint: 'state the label; put a renamed one in an "Older versions" note' },
  { pattern: /\b(?:as documented|documented (?:in|as of) \d{4})\b/i, hint: 'state the behaviour, with the version it applies to' },
  { pattern: /\b(?:\d{4}|\d+\.\d+\.\d+) screens\b/i, hint: 'state the label; put a renamed one in an "Older versions" note' },
  { pattern: /\bthe original (?:title|text|page|site|docs)\b/i, hint: 'say what the app does, not what an earlier page said' },
];

/**
 * Largest share of quizzes, site-wide, whose correct option may be the uniquely longest one, and
 * separately the uniquely shortest one. Above it, length gives the answer away.
 */
export const MAX_LONGEST_ANSWER_SHARE = 1 / 3;

/**
 * Largest share of quizzes, site-wide, whose correct option may sit in any one position (first,
 * second…). Above it, the position itself becomes a hint. Checked from {@link MIN_QUIZZES_FOR_POSITIONS}
 * quizzes on: with fewer, any spread is a small sample.
 */
export const MAX_ANSWER_POSITION_SHARE = 0.35;
export const MIN_QUIZZES_FOR_POSITIONS = 10;

/** What the site-wide quiz checks need to know about one quiz. */
export interface QuizSummary {
  file: string;
  id: string;
  choices: string[];
  answer: number;
}

/** Per-run context for the checks that look beyond one page. */
export interface CheckContext {
  /** Quiz subject ids seen so far, mapped to their file (ids are unique site-wide). */
  quizIds: Map<string, string>;
  /** Collects every well-formed quiz, for the site-wide length check. */
  quizzes?: QuizSummary[];
  /** People the content may name; when absent the people check is skipped. */
  people?: PeopleAllowList;
}

/** A page to check: its source and where it lives. */
export interface CheckedPage {
  file: string;
  /** URL path of the page (with trailing slash), used to resolve same-page anchors. */
  href: string;
  body: string;
  /** Docs pages get the quiz and where-to-find rules. */
  kind: 'doc' | 'devops' | 'blog' | 'page';
  /** Path under its section, e.g. `Explore/SOQL`. */
  id: string;
  /** Docs and DevOps pages: where the feature is in the app (`app_path` frontmatter). */
  appPath?: readonly string[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function walk(node: Root | RootContent, visit: (node: RootContent) => void): void {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children) walk(child as RootContent, visit);
}

function attribute(element: JsxElement, name: string): MdxJsxAttribute | undefined {
  return element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** Reads a JSX attribute as a literal: strings as is, `{…}` expressions parsed as JSON. */
export function attributeValue(element: JsxElement, name: string): { present: boolean; value: unknown; error?: string } {
  const attr = attribute(element, name);
  if (!attr) return { present: false, value: undefined };
  if (attr.value === null || attr.value === undefined) return { present: true, value: true };
  if (typeof attr.value === 'string') return { present: true, value: attr.value };
  try {
    return { present: true, value: JSON.parse(attr.value.value) };
  } catch {
    return { present: true, value: undefined, error: `${name}={${attr.value.value}} is not a literal value` };
  }
}

/** Words of prose: paragraphs, lists, tables, quotes and headings; code and components' props excluded. */
export function countProseWords(tree: Root): number {
  let words = 0;
  walk(tree, (node) => {
    if (node.type === 'text') words += node.value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    if (node.type === 'inlineCode') words += 1;
  });
  return words;
}

/** The text of a page's first paragraph, wherever it sits (top level or inside a component). */
export function openingText(tree: Root): string | undefined {
  let opening: string | undefined;
  walk(tree, (node) => {
    if (opening === undefined && node.type === 'paragraph') opening = toString(node);
  });
  return opening;
}

/** Prose text with code removed, for word-level checks. */
function proseText(tree: Root): string {
  const parts: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'text') parts.push(node.value);
  });
  return parts.join(' ');
}

/** Every link target in a page: Markdown links and `href`/`src` props of JSX elements. */
function linkTargets(tree: Root): string[] {
  const targets: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') targets.push(node.url);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const name of ['href', 'src']) {
        const value = attributeValue(node, name).value;
        if (typeof value === 'string') targets.push(value);
      }
    }
  });
  return targets;
}

function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Keep the raw path; it will simply not match a page.
  }
  return decoded.replace(/(\/index)?\.html$/, '').replace(/\/?$/, '/');
}

/**
 * Checks one page against every per-page rule. `anchorsByPath` maps a decoded page path to its
 * heading ids; `context` carries what the site-wide checks share (quiz ids, the people allow-list).
 */
export function checkPage(page: CheckedPage, anchorsByPath: Map<string, Set<string>>, context: CheckContext): ContentProblem[] {
  const { quizIds } = context;
  const problems: ContentProblem[] = [];
  const report = (message: string) => problems.push({ file: page.file, message });
  let tree: Root;
  try {
    tree = parseMdx(page.body);
  } catch (error) {
    return [{ file: page.file, message: `MDX does not parse: ${(error as Error).message}` }];
  }

  const prose = proseText(tree);
  const placeholder = PLACEHOLDER_PATTERN.exec(prose);
  if (placeholder) report(`placeholder word "${placeholder[1]}" in the text`);
  for (const word of MISSPELLINGS) {
    if (new RegExp(`\\b${word}\\b`).test(prose)) report(`misspelling "${word}"`);
  }

  // No minimum length: a page is as long as its task needs. But it must say something.
  if (countProseWords(tree) === 0) report('the page is empty: it has no prose');

  for (const { pattern, hint } of SOURCE_NARRATION_PATTERNS) {
    const match = pattern.exec(prose);
    if (match) report(`speaks about the site's sources ("${match[0]}"): ${hint}`);
  }

  if (page.appPath) {
    const anchor = appPathAnchor(page.appPath);
    const navigation = anchorsByPath.get(APP_NAVIGATION_HREF);
    if (navigation && !navigation.has(anchor)) {
      report(`app_path "${appPathText(page.appPath)}" starts from "${page.appPath[0]}", which ${APP_NAVIGATION_HREF} has no heading for (#${anchor})`);
    }
  }

  const opening = openingText(tree);
  if (opening !== undefined && SELF_REFERENCE_OPENING.test(opening)) {
    report(`opens with "${opening.slice(0, 40).trim()}…": start with the reader's task, not with "This page"`);
  }

  // People: the whole source, so code samples (`@author`), tables and quiz props count too.
  if (context.people) {
    for (const name of findUnlistedPeople(page.body, context.people)) {
      report(`names "${name}", who is not in the brief (content/people.json lists the people the site may name)`);
    }
  }

  // Duplicate headings: the renderer would add -1 to the second id, so links to it break silently.
  const seen = new Set<string>();
  for (const heading of collectHeadings(tree)) {
    const base = new GithubSlugger().slug(heading.text);
    if (seen.has(base)) report(`duplicate heading id "${base}" ("${heading.text}")`);
    seen.add(base);
  }

  for (const target of linkTargets(tree)) {
    if (/^(https?:|mailto:)/.test(target)) continue;
    if (/^javascript:/i.test(target)) {
      report(`javascript: link "${target}"`);
      continue;
    }
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const path = pathPart === '' ? page.href : pathPart;
    if (!path.startsWith('/')) {
      report(`relative link "${target}": use an absolute path such as /docs/intro/`);
      continue;
    }
    const anchors = anchorsByPath.get(normalisePath(path));
    if (!anchors) {
      report(`broken link "${target}": no page at ${path}`);
    } else if (anchor && !anchors.has(anchor)) {
      report(`broken anchor "${target}": ${path} has no heading with id "${anchor}"`);
    }
  }

  let quizCount = 0;
  walk(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    if (node.name === 'img') {
      const alt = attributeValue(node, 'alt').value;
      if (typeof alt !== 'string' || !alt.trim()) report('an <img> has no alt text');
    }
    if (node.name === 'Diagram') {
      const alt = attributeValue(node, 'alt').value;
      if (typeof alt !== 'string' || alt.trim().length < 15) report('a <Diagram> has no meaningful alt text');
    }
    if (node.name === 'Quiz') {
      quizCount += 1;
      problems.push(...checkQuiz(node, page.file, quizIds));
      const summary = quizSummary(node, page.file);
      if (summary) context.quizzes?.push(summary);
    }
    if (node.name === 'Exercise') problems.push(...checkExercise(node, page.file, quizIds));
  });
  walk(tree, (node) => {
    if (node.type === 'image' && !node.alt?.trim()) report(`image ${node.url} has no alt text`);
  });

  if (page.kind === 'doc' && QUIZ_SECTIONS.includes(page.id.split('/')[0])) {
    const headings = collectHeadings(tree);
    const last = headings.filter((h) => h.depth === 2).pop();
    if (last?.text !== 'Check your understanding') report('must end with a "## Check your understanding" section');
    if (quizCount < 1 || quizCount > 3) report(`has ${quizCount} quiz questions; a docs page in ${QUIZ_SECTIONS.join(', ')} needs one to three`);
  }

  if (page.kind === 'doc' && FEATURE_SECTIONS.includes(page.id.split('/')[0])) {
    if (!collectHeadings(tree).some((h) => WHERE_TO_FIND_PATTERN.test(h.text))) {
      report('a feature page needs a where-to-find-it passage: a heading starting "Where to find" with the menu path or steps');
    }
  }
  return problems;
}

/** A quiz's id, choices and answer when all three are well formed; otherwise undefined (checkQuiz reports why). */
function quizSummary(node: JsxElement, file: string): QuizSummary | undefined {
  const id = attributeValue(node, 'id').value;
  const choices = attributeValue(node, 'choices').value;
  const answer = attributeValue(node, 'answer').value;
  if (typeof id !== 'string' || !Array.isArray(choices) || choices.some((c) => typeof c !== 'string')) return undefined;
  if (typeof answer !== 'number' || !Number.isInteger(answer) || answer < 0 || answer >= choices.length) return undefined;
  return { file, id, choices: choices as string[], answer };
}

/** True when the correct choice is longer, in characters, than every other choice. */
export function answerIsUniquelyLongest(quiz: Pick<QuizSummary, 'choices' | 'answer'>): boolean {
  const length = (choice: string) => choice.trim().length;
  const correct = length(quiz.choices[quiz.answer]);
  return quiz.choices.every((choice, index) => index === quiz.answer || length(choice) < correct);
}

/** True when the correct choice is shorter, in characters, than every other choice. */
export function answerIsUniquelyShortest(quiz: Pick<QuizSummary, 'choices' | 'answer'>): boolean {
  const length = (choice: string) => choice.trim().length;
  const correct = length(quiz.choices[quiz.answer]);
  return quiz.choices.every((choice, index) => index === quiz.answer || length(choice) > correct);
}

/**
 * Site-wide: the correct option may be the uniquely longest in at most a third of quizzes, and the
 * uniquely shortest in at most a third. When a share is exceeded, every such quiz is reported so
 * the writer can see which to even out.
 */
export function checkQuizAnswerLengths(quizzes: QuizSummary[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [which, test] of [
    ['longest', answerIsUniquelyLongest],
    ['shortest', answerIsUniquelyShortest],
  ] as const) {
    const tells = quizzes.filter(test);
    if (quizzes.length === 0 || tells.length <= quizzes.length * MAX_LONGEST_ANSWER_SHARE) continue;
    for (const quiz of tells) {
      problems.push({
        file: quiz.file,
        message: `quiz "${quiz.id}": the correct choice is the uniquely ${which}; ${tells.length} of ${quizzes.length} quizzes site-wide are like this, at most a third may be`,
      });
    }
  }
  return problems;
}

const POSITION_NAMES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const positionName = (index: number) => POSITION_NAMES[index] ?? `number ${index + 1}`;

/**
 * Where the correct option sits must not be a hint. Site-wide, no position may hold more than
 * {@link MAX_ANSWER_POSITION_SHARE} of the answers; on a page with several quizzes, the answers
 * may not all sit in the same position.
 */
export function checkQuizAnswerPositions(quizzes: QuizSummary[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byFile = new Map<string, QuizSummary[]>();
  for (const quiz of quizzes) byFile.set(quiz.file, [...(byFile.get(quiz.file) ?? []), quiz]);
  for (const [file, onPage] of byFile) {
    if (onPage.length > 1 && onPage.every((quiz) => quiz.answer === onPage[0].answer)) {
      problems.push({
        file,
        message: `all ${onPage.length} quizzes on the page have their correct choice ${positionName(onPage[0].answer)}: vary the position`,
      });
    }
  }
  if (quizzes.length < MIN_QUIZZES_FOR_POSITIONS) return problems;
  const counts = new Map<number, QuizSummary[]>();
  for (const quiz of quizzes) counts.set(quiz.answer, [...(counts.get(quiz.answer) ?? []), quiz]);
  for (const [position, inSlot] of [...counts].sort(([a], [b]) => a - b)) {
    if (inSlot.length <= quizzes.length * MAX_ANSWER_POSITION_SHARE) continue;
    const share = Math.round((inSlot.length / quizzes.length) * 100);
    problems.push({
      file: 'content',
      message: `${inSlot.length} of ${quizzes.length} quizzes (${share} %) have their correct choice ${positionName(position)}; at most ${Math.round(MAX_ANSWER_POSITION_SHARE * 100)} % may share a position. Move some of: ${inSlot.map((quiz) => quiz.id).join(', ')}`,
    });
  }
  return problems;
}

/** Checks one <Quiz>: every prop present and sane, the answer in range, the id unique. */
export function checkQuiz(node: JsxElement, file: string, quizIds: Map<string, string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const id = attributeValue(node, 'id').value;
  const label = typeof id === 'string' ? `quiz "${id}"` : 'a quiz';
  const report = (message: string) => problems.push({ file, message: `${label}: ${message}` });
  for (const name of ['id', 'question', 'choices', 'answer', 'explanation', 'points']) {
    const { present, error } = attributeValue(node, name);
    if (!present) report(`missing ${name === 'answer' ? 'answer' : `"${name}"`}`);
    else if (error) report(error);
  }
  if (typeof id === 'string') {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) report('id must be kebab-case');
    const other = quizIds.get(id);
    if (other) report(`duplicate subject id (also in ${other})`);
    else quizIds.set(id, file);
  }
  const choices = attributeValue(node, 'choices').value;
  const answer = attributeValue(node, 'answer').value;
  const points = attributeValue(node, 'points').value;
  if (attributeValue(node, 'choices').present && (!Array.isArray(choices) || choices.length < 2 || choices.some((c) => typeof c !== 'string' || !c.trim()))) {
    report('choices must be a list of at least two non-empty strings');
  } else if (Array.isArray(choices) && new Set(choices).size !== choices.length) {
    report('choices must all be different');
  }
  if (attributeValue(node, 'answer').present) {
    if (typeof answer !== 'number' || !Number.isInteger(answer)) report('answer must be a whole number (zero-based index)');
    else if (Array.isArray(choices) && (answer < 0 || answer >= choices.length)) report(`answer ${answer} is out of range (0–${choices.length - 1})`);
  }
  if (attributeValue(node, 'points').present && (typeof points !== 'number' || points < 5 || points > 50)) report('points must be a number from 5 to 50');
  for (const name of ['question', 'explanation']) {
    const value = attributeValue(node, name).value;
    if (attributeValue(node, name).present && (typeof value !== 'string' || !value.trim())) report(`"${name}" must be non-empty text`);
  }
  return problems;
}

/**
 * Checks one <Exercise>: a kebab-case id unique among quizzes and exercises, points as a quiz's,
 * a reference query, a task in words, and well-formed optional props.
 */
export function checkExercise(node: JsxElement, file: string, subjectIds: Map<string, string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const id = attributeValue(node, 'id').value;
  const report = (message: string) =>
    problems.push({ file, message: `${typeof id === 'string' ? `exercise "${id}"` : 'an exercise'}: ${message}` });
  for (const name of ['id', 'points', 'reference', 'ordered', 'exactColumns', 'start', 'hints']) {
    const { present, error } = attributeValue(node, name);
    if (!present && ['id', 'points', 'reference'].includes(name)) report(`missing "${name}"`);
    else if (error) report(error);
  }
  if (typeof id === 'string') {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) report('id must be kebab-case');
    const other = subjectIds.get(id);
    if (other) report(`duplicate subject id (also in ${other})`);
    else subjectIds.set(id, file);
  }
  const points = attributeValue(node, 'points');
  if (points.present && (typeof points.value !== 'number' || !Number.isInteger(points.value) || points.value < 5 || points.value > 50)) {
    report('points must be a whole number from 5 to 50');
  }
  for (const name of ['reference', 'start']) {
    const { present, value } = attributeValue(node, name);
    if (present && (typeof value !== 'string' || (name === 'reference' && !value.trim()))) report(`"${name}" must be ${name === 'reference' ? 'a query' : 'text'}`);
  }
  for (const name of ['ordered', 'exactColumns']) {
    const { present, value } = attributeValue(node, name);
    if (present && typeof value !== 'boolean') report(`"${name}" must be true or false`);
  }
  const hints = attributeValue(node, 'hints');
  if (hints.present && (!Array.isArray(hints.value) || hints.value.some((hint) => typeof hint !== 'string' || !hint.trim()))) {
    report('hints must be a list of non-empty strings');
  }
  if (!toString(node).trim()) report('the task is missing: write it between <Exercise> and </Exercise>');
  return problems;
}

/** Loads all content and runs every check. Loader errors (bad frontmatter) become problems too. */
export function checkContent(): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pages: CheckedPage[] = [];
  const anchorsByPath = new Map<string, Set<string>>();
  const addRoute = (path: string, body?: string) => {
    const ids = new Set<string>();
    if (body !== undefined) for (const h of collectHeadings(parseMdx(body))) ids.add(h.id);
    anchorsByPath.set(normalisePath(path), ids);
  };

  try {
    getSiteConfig();
    for (const section of DOCS_SECTIONS) {
      for (const page of getDocPages(section)) {
        pages.push({
          file: page.filePath,
          href: page.href,
          body: page.body,
          kind: section === 'docs' ? 'doc' : 'devops',
          id: page.id,
          appPath: page.frontmatter.appPath,
        });
        addRoute(page.href, page.body);
      }
    }
    const posts = getBlogPosts();
    for (const post of posts) {
      pages.push({ file: post.filePath, href: post.href, body: post.body, kind: 'blog', id: post.slug });
      addRoute(post.href, post.body);
    }
    const guide = getStandalonePage('markdown-page');
    pages.push({ file: guide.filePath, href: '/markdown-page/', body: guide.body, kind: 'page', id: 'markdown-page' });
    addRoute('/markdown-page/', guide.body);
    for (const path of ['/', '/graphQL/', '/blog/', '/blog/archive/', '/blog/authors/', '/blog/tags/', '/blog/rss.xml', '/blog/atom.xml']) addRoute(path);
    const pageCount = paginate(posts, getSiteConfig().blog.postsPerPage).length;
    for (let n = 2; n <= pageCount; n++) addRoute(`/blog/page/${n}/`);
    for (const tag of Object.values(getTags())) addRoute(tag.href);
  } catch (error) {
    return [{ file: 'content', message: (error as Error).message }];
  }

  let people: PeopleAllowList;
  try {
    people = loadPeopleAllowList();
  } catch (error) {
    return [{ file: 'content/people.json', message: (error as Error).message }];
  }
  for (const [id, author] of Object.entries(getAuthors())) {
    for (const name of unlistedCredits([author.name], people)) {
      problems.push({ file: 'content/blog/authors.json', message: `author "${id}" is "${name}", who is not in the brief (content/people.json)` });
    }
  }

  const context: CheckContext = { quizIds: new Map(), quizzes: [], people };
  for (const page of pages) problems.push(...checkPage(page, anchorsByPath, context));
  problems.push(...checkQuizAnswerLengths(context.quizzes ?? []));
  problems.push(...checkQuizAnswerPositions(context.quizzes ?? []));

  for (const feature of getHomeContent().features) {
    for (const link of feature.links) {
      if (link.href.startsWith('/') && !anchorsByPath.has(normalisePath(link.href.split('#')[0]))) {
        problems.push({ file: 'content/home.json', message: `broken link "${link.href}" in feature "${feature.title}"` });
      }
    }
  }
  return problems;
}
