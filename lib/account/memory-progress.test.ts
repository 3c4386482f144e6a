import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryProgressStore,
  memoryProgressKey,
  type ProgressStorage,
  resetMemoryProgressForTests,
} from './memory-progress';
import type { UserRecord } from './progress-types';

/** A localStorage stand-in. */
function fakeStorage(): ProgressStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** What another tab writing the same key looks like to this one. */
function storageEvent(key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

const profile = { email: 'ada@example.com', name: 'Ada' };

describe('createMemoryProgressStore', () => {
  let storage: ReturnType<typeof fakeStorage>;
  let events: EventTarget;

  beforeEach(() => {
    resetMemoryProgressForTests();
    storage = fakeStorage();
    events = new EventTarget();
  });

  const store = (uid = 'u1') => createMemoryProgressStore(uid, { storage, events });

  it('creates the record on first sign-in and keeps it afterwards', async () => {
    const created = await store().ensureRecord(profile);
    expect(created).toEqual({ points: 0, answers: {}, email: 'ada@example.com', name: 'Ada' });
    await store().updateSubjectStatus('explore-a', { correct: true }, 10);
    expect((await store().ensureRecord(profile)).points).toBe(10);
    expect(JSON.parse(storage.data.get(memoryProgressKey('u1'))!)).toMatchObject({ points: 10 });
  });

  it('fails with "user not found" when the record does not exist', async () => {
    await expect(store().updateSubjectStatus('explore-a', {}, 10)).rejects.toThrow('user not found');
  });

  it('reads the whole answers map and one subject', async () => {
    const s = store();
    await s.ensureRecord(profile);
    expect(await s.getAnswers()).toEqual({});
    expect(await s.getSubjectStatus('explore-a')).toBeNull();
    await s.updateSubjectStatus('explore-a', { answer: 2, correct: true, attempts: 1 }, 20);
    expect(await s.getSubjectStatus('explore-a')).toEqual({ answer: 2, correct: true, attempts: 1, points: 20 });
    expect(Object.keys(await s.getAnswers())).toEqual(['explore-a']);
  });

  it('merges fields and never inflates the total on a repeated answer', async () => {
    const s = store();
    await s.ensureRecord(profile);
    await s.updateSubjectStatus('explore-a', { answer: 0, correct: false, attempts: 1 });
    await s.updateSubjectStatus('explore-a', { answer: 2, correct: true, attempts: 2 }, 10);
    const record = await s.updateSubjectStatus('explore-a', { attempts: 3 }, 10);
    expect(record.points).toBe(10);
    expect(record.answers['explore-a']).toEqual({ answer: 2, correct: true, attempts: 3, points: 10 });
  });

  it('keeps readers apart', async () => {
    await store('u1').ensureRecord(profile);
    await store('u1').updateSubjectStatus('a', {}, 10);
    await store('u2').ensureRecord({ email: null, name: null });
    expect(await store('u2').getAnswers()).toEqual({});
  });

  it('delivers the current record first, then every change, until unsubscribed', async () => {
    const s = store();
    await s.ensureRecord(profile);
    const seen: (number | null)[] = [];
    const stop = s.subscribe((record) => seen.push(record?.points ?? null));
    await Promise.resolve();
    expect(seen).toEqual([0]);
    await store().updateSubjectStatus('a', {}, 10);
    expect(seen).toEqual([0, 10]);
    stop();
    await s.updateSubjectStatus('b', {}, 5);
    expect(seen).toEqual([0, 10]);
  });

  it('delivers null while the record does not exist', async () => {
    const listener = vi.fn();
    store('nobody').subscribe(listener);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('follows writes made in another tab through the storage event', async () => {
    const s = store();
    await s.ensureRecord(profile);
    const seen: UserRecord[] = [];
    s.subscribe((record) => record && seen.push(record));
    await Promise.resolve();
    const fromOtherTab: UserRecord = {
      points: 20,
      answers: { 'explore-a': { points: 20, correct: true } },
      email: null,
      name: null,
    };
    storage.data.set(memoryProgressKey('u1'), JSON.stringify(fromOtherTab));
    events.dispatchEvent(storageEvent(memoryProgressKey('u1'), JSON.stringify(fromOtherTab)));
    events.dispatchEvent(storageEvent(memoryProgressKey('someone-else'), '{}'));
    expect(seen.map((r) => r.points)).toEqual([0, 20]);
  });

  it('works without storage, within this tab', async () => {
    const s = createMemoryProgressStore('u3', { storage: null, events: null });
    await s.ensureRecord(profile);
    await s.updateSubjectStatus('a', {}, 10);
    expect((await createMemoryProgressStore('u3', { storage: null, events: null }).getAnswers()).a?.points).toBe(10);
  });
});
