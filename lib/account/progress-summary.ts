/**
 * Groups a reader's answers for the "My progress" view. Pure: subject ids carry their section as
 * a prefix (`explore-soql-…` belongs to Explore), so no content needs loading in the browser.
 */
import type { AnswersMap, SubjectStatus } from './progress-types';

/** Labels for the id prefixes the content uses; anything else gets its prefix capitalised. */
const SECTION_LABELS: Record<string, string> = {
  architecture: 'Architecture',
  authoring: 'Authoring',
  configure: 'Configure',
  develop: 'Develop',
  devops: 'DevOps Center',
  document: 'Document',
  explore: 'Explore',
  faq: 'FAQ',
  genai: 'Generative AI',
  intro: 'Introduction',
  secure: 'Secure',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The section a subject belongs to, from the first segment of its id. */
export function sectionOfSubject(subject: string): string {
  const prefix = subject.split('-')[0]?.toLowerCase() ?? '';
  return SECTION_LABELS[prefix] ?? (prefix ? capitalise(prefix) : 'Other');
}

/** A readable title from the rest of the id: `explore-soql-child-subquery` → "Soql child subquery". */
export function subjectTitle(subject: string): string {
  const rest = subject.split('-').slice(1).join(' ').trim();
  return capitalise(rest || subject);
}

/** One answered subject in the progress view. */
export interface ProgressEntry {
  subject: string;
  title: string;
  status: SubjectStatus;
}

/** The answered subjects of one section and the points earned there. */
export interface ProgressSection {
  section: string;
  points: number;
  entries: ProgressEntry[];
}

/** Answers grouped by section (sections and entries sorted by name) with the overall total. */
export function summariseProgress(answers: AnswersMap): {
  sections: ProgressSection[];
  total: number;
  answered: number;
} {
  const bySection = new Map<string, ProgressSection>();
  for (const [subject, status] of Object.entries(answers)) {
    const section = sectionOfSubject(subject);
    const group = bySection.get(section) ?? { section, points: 0, entries: [] };
    group.points += status.points ?? 0;
    group.entries.push({ subject, title: subjectTitle(subject), status });
    bySection.set(section, group);
  }
  const sections = [...bySection.values()].sort((a, b) => a.section.localeCompare(b.section));
  for (const group of sections) group.entries.sort((a, b) => a.subject.localeCompare(b.subject));
  const total = sections.reduce((sum, group) => sum + group.points, 0);
  return { sections, total, answered: Object.keys(answers).length };
}

/**
 * One quiz's line in "My progress": the points it earned and how the latest answer went. The two
 * can differ (points once earned stay when a later answer is wrong), so both are said.
 */
export function describeSubjectResult(status: SubjectStatus): string {
  const latest = status.correct === undefined ? '' : ` · latest answer ${status.correct ? 'right' : 'wrong'}`;
  return `${status.points ?? 0} pts earned${latest}`;
}
