import { describe, expect, it } from 'vitest';
import { sectionOfSubject, subjectTitle, summariseProgress } from './progress-summary';

describe('sectionOfSubject', () => {
  it.each([
    ['explore-soql-child-subquery', 'Explore'],
    ['genai-prompts-context', 'Generative AI'],
    ['devops-pipeline-stages', 'DevOps Center'],
    ['intro-what-is', 'Introduction'],
    ['newthing-x', 'Newthing'],
  ])('%s belongs to %s', (subject, section) => {
    expect(sectionOfSubject(subject)).toBe(section);
  });
});

describe('subjectTitle', () => {
  it('turns the rest of the id into words', () => {
    expect(subjectTitle('explore-soql-child-subquery')).toBe('Soql child subquery');
    expect(subjectTitle('single')).toBe('Single');
  });
});

describe('summariseProgress', () => {
  it('groups answers by section with points per section and the total', () => {
    const summary = summariseProgress({
      'explore-soql-b': { points: 10, correct: true },
      'develop-apex-a': { points: 0, correct: false },
      'explore-soql-a': { points: 20, correct: true },
    });
    expect(summary.total).toBe(30);
    expect(summary.answered).toBe(3);
    expect(summary.sections.map((s) => [s.section, s.points, s.entries.map((e) => e.subject)])).toEqual([
      ['Develop', 0, ['develop-apex-a']],
      ['Explore', 30, ['explore-soql-a', 'explore-soql-b']],
    ]);
  });

  it('is empty without answers', () => {
    expect(summariseProgress({})).toEqual({ sections: [], total: 0, answered: 0 });
  });
});
