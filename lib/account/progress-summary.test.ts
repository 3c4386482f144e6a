import { describe, expect, it } from 'vitest';
import { describeSubjectResult, sectionOfSubject, subjectTitle, summariseProgress } from './progress-summary';

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

describe('describeSubjectResult', () => {
  it('says the points earned and how the latest answer went, even when they differ', () => {
    expect(describeSubjectResult({ points: 10, correct: true, answer: 1, attempts: 1 })).toBe(
      '10 pts earned · latest answer right',
    );
    // Right once (10 points kept), wrong since: not "Correct".
    expect(describeSubjectResult({ points: 10, correct: false, answer: 2, attempts: 2 })).toBe(
      '10 pts earned · latest answer wrong',
    );
    expect(describeSubjectResult({ points: 0, correct: false, answer: 0, attempts: 1 })).toBe(
      '0 pts earned · latest answer wrong',
    );
  });
});
