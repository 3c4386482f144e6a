import { describe, expect, it } from 'vitest';
import {
  applySubjectUpdate,
  checkSubjectPoints,
  mergeSubjectStatus,
  newUserRecord,
  normaliseUserRecord,
  profileChanges,
  quizAnswerUpdate,
  sumPoints,
} from './merge';
import { MAX_ATTEMPTS, type UserRecord } from './progress-types';

const empty = (): UserRecord => newUserRecord({ email: 'ada@example.com', name: 'Ada' });

describe('newUserRecord', () => {
  it('starts with no answers and 0 points', () => {
    expect(newUserRecord({ email: 'a@b.c', name: null })).toEqual({
      points: 0,
      answers: {},
      email: 'a@b.c',
      name: null,
    });
  });
});

describe('mergeSubjectStatus', () => {
  it('merges new fields into the previous status and replaces the points', () => {
    const merged = mergeSubjectStatus(
      { answer: 0, correct: false, attempts: 1, points: 0 },
      { answer: 2, correct: true },
      10,
    );
    expect(merged).toEqual({ answer: 2, correct: true, attempts: 1, points: 10 });
  });

  it('stores 0 points when none are given', () => {
    expect(mergeSubjectStatus({ points: 20 }, { attempts: 3 })).toEqual({ attempts: 3, points: 0 });
  });

  it('ignores undefined fields instead of erasing stored ones', () => {
    expect(mergeSubjectStatus({ answer: 1, points: 5 }, { answer: undefined }, 5)).toEqual({ answer: 1, points: 5 });
  });
});

describe('checkSubjectPoints', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [50, 50],
  ])('accepts %s', (input, expected) => {
    expect(checkSubjectPoints(input)).toBe(expected);
  });

  it.each([-1, 51, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (input) => {
    expect(() => checkSubjectPoints(input)).toThrow(RangeError);
  });
});

describe('applySubjectUpdate', () => {
  it('adds a subject and its points to the total', () => {
    const next = applySubjectUpdate(empty(), 'explore-soql-a', { answer: 1, correct: true }, 10);
    expect(next.points).toBe(10);
    expect(next.answers['explore-soql-a']).toEqual({ answer: 1, correct: true, points: 10 });
  });

  it('keeps the total equal to the sum: answering again never inflates it', () => {
    let record = applySubjectUpdate(empty(), 'explore-soql-a', { correct: true }, 10);
    record = applySubjectUpdate(record, 'explore-soql-a', { correct: true }, 10);
    record = applySubjectUpdate(record, 'explore-soql-a', { correct: true }, 10);
    expect(record.points).toBe(10);
    record = applySubjectUpdate(record, 'develop-apex-b', { correct: true }, 20);
    expect(record.points).toBe(30);
    expect(record.points).toBe(sumPoints(record.answers));
  });

  it('lowers the total when a subject is stored with fewer points', () => {
    let record = applySubjectUpdate(empty(), 'a', {}, 20);
    record = applySubjectUpdate(record, 'a', {}, 5);
    expect(record.points).toBe(5);
  });

  it('repairs a stored total that disagrees with the answers', () => {
    const broken: UserRecord = { ...empty(), points: 999, answers: { a: { points: 10 } } };
    expect(applySubjectUpdate(broken, 'b', {}, 5).points).toBe(15);
  });

  it('does not mutate its input', () => {
    const record = empty();
    applySubjectUpdate(record, 'a', { answer: 1 }, 10);
    expect(record).toEqual(empty());
  });

  it('requires a subject id', () => {
    expect(() => applySubjectUpdate(empty(), '', {}, 0)).toThrow(/subject/);
  });
});

describe('normaliseUserRecord', () => {
  it('drops wrong-typed fields and recomputes the total', () => {
    const record = normaliseUserRecord({
      points: 1000,
      answers: { a: { points: 10, answer: 'x', correct: true }, b: 'nonsense' },
      email: 42,
      name: 'Ada',
    });
    expect(record).toEqual({
      points: 10,
      answers: { a: { points: 10, correct: true }, b: { points: 0 } },
      email: null,
      name: 'Ada',
    });
  });

  it('reads garbage as an empty record', () => {
    expect(normaliseUserRecord(null)).toEqual({ points: 0, answers: {}, email: null, name: null });
  });
});

describe('profileChanges', () => {
  it('returns null when nothing changes, so a sign-in costs no write', () => {
    expect(profileChanges(empty(), { email: 'ada@example.com', name: 'Ada' })).toBeNull();
    expect(profileChanges(empty(), { email: null, name: null })).toBeNull();
  });

  it('fills in a name chosen after the record was created', () => {
    const record = newUserRecord({ email: 'ada@example.com', name: null });
    expect(profileChanges(record, { email: 'ada@example.com', name: 'Ada' })).toEqual({ name: 'Ada' });
  });
});

describe('quizAnswerUpdate', () => {
  it(`stops counting attempts at ${MAX_ATTEMPTS}, the bound firestore.rules enforces`, () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    const previous = { answer: 0, correct: false, attempts: MAX_ATTEMPTS, points: 0 };
    expect(quizAnswerUpdate(previous, { choice: 1, correctChoice: 1, quizPoints: 10, now }).fields.attempts).toBe(
      MAX_ATTEMPTS,
    );
  });

  const now = new Date('2025-01-02T03:04:05.000Z');

  it('earns the quiz points for a right answer', () => {
    expect(quizAnswerUpdate(null, { choice: 3, correctChoice: 3, quizPoints: 10, now })).toEqual({
      fields: { answer: 3, correct: true, attempts: 1, answeredAt: '2025-01-02T03:04:05.000Z' },
      points: 10,
    });
  });

  it('earns nothing for a wrong answer and counts the attempt', () => {
    const update = quizAnswerUpdate(
      { answer: 0, correct: false, attempts: 2, points: 0 },
      { choice: 1, correctChoice: 3, quizPoints: 10, now },
    );
    expect(update.points).toBe(0);
    expect(update.fields).toMatchObject({ answer: 1, correct: false, attempts: 3 });
  });

  it('keeps points already earned when a later attempt is wrong', () => {
    const update = quizAnswerUpdate(
      { answer: 3, correct: true, attempts: 1, points: 10 },
      { choice: 0, correctChoice: 3, quizPoints: 10, now },
    );
    expect(update.points).toBe(10);
    expect(update.fields.correct).toBe(false);
  });

  it('never awards more than the quiz maximum of 50', () => {
    expect(quizAnswerUpdate(null, { choice: 0, correctChoice: 0, quizPoints: 80, now }).points).toBe(50);
  });
});
