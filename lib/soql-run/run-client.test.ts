import { describe, expect, it } from 'vitest';
import { createRunner } from './run-client';
import { handleRunRequest } from './run-handler';

// Without a worker, answering on the main thread as the worker does.
// The first run loads the parser and the sample org, which takes seconds on a loaded machine.
describe('createRunner without a worker', { timeout: 60_000 }, () => {
  const runner = createRunner(() => null, handleRunRequest);

  it('runs a query on the sample org and times it', async () => {
    const outcome = await runner.run('SELECT Name, Owner.Name FROM Account ORDER BY Name LIMIT 3');
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.result.records).toHaveLength(3);
    expect(outcome.result.records[0]).toHaveProperty('Owner.Name');
    expect(outcome.ms).toBeGreaterThanOrEqual(0);
  });

  it("returns a query's error with its position, as an outcome", async () => {
    expect(await runner.run('SELECT Nme FROM Account')).toMatchObject({
      ok: false,
      error: { errorCode: 'INVALID_FIELD', line: 1, column: 8 },
    });
  });

  it('rejects, saying why, where no worker starts and nothing answers on the main thread', async () => {
    await expect(createRunner(() => null).run('SELECT Id FROM Account')).rejects.toThrow(
      'could not start the query runner',
    );
  });

  it("gives completion the sample org's names", async () => {
    const schema = await runner.schema();
    expect(schema.objects.Account?.children.Contacts).toBe('Contact');
    expect(schema.objects.Contact?.parents.Account).toBe('Account');
  });
});
