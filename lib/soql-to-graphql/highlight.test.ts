import { describe, expect, it } from 'vitest';
import { tokenizeSoql, type SoqlToken } from './highlight';
import { SOQL_EXAMPLES } from './examples';

const join = (tokens: SoqlToken[]): string => tokens.map((t) => t.text).join('');
const significant = (text: string): Array<[string, string]> =>
  tokenizeSoql(text)
    .filter((t) => t.type !== 'whitespace')
    .map((t) => [t.type, t.text]);

describe('tokenizeSoql', () => {
  const inputs = [
    '',
    'SELECT Id FROM Account',
    "SELECT Id, Name FROM Account WHERE Name = 'O\\'Brien' AND CreatedDate = LAST_N_DAYS:30",
    "SELECT Id FROM Account WHERE Name = 'unterminated\nFROM",
    'SELECT Id FROM Account -- a comment\nWHERE Id = :recordId /* block */ LIMIT 10',
    '/* never closed',
    'SELECT  COUNT ( Id ) , toLabel(StageName) FROM Opportunity WHERE Amount >= 10.5 AND CloseDate <> 2024-01-31T10:00:00Z',
    '#@!$%^&*()[]{}|~`"?\\',
    'emoji 😀 and ü and \t tabs \r\n crlf',
    ':acc.Id :ids[0] : lone',
    ...SOQL_EXAMPLES.map((e) => e.soql),
  ];

  it.each(inputs.map((text) => [JSON.stringify(text).slice(0, 60), text] as const))(
    'concatenated token texts equal the input: %s',
    (_label, text) => {
      const tokens = tokenizeSoql(text);
      expect(join(tokens)).toBe(text);
      for (const token of tokens) expect(token.text.length).toBeGreaterThan(0);
    },
  );

  it('classifies keywords, functions, identifiers, operators, strings, numbers, binds and date literals', () => {
    expect(
      significant(
        "SELECT COUNT(Id), toLabel(Status) FROM Case WHERE Name != 'x' AND Amount > 10.5 AND Id = :recordId AND CreatedDate = LAST_N_DAYS:7 AND CloseDate < 2024-01-31 AND ActivityDate = TODAY",
      ),
    ).toEqual([
      ['keyword', 'SELECT'],
      ['function', 'COUNT'],
      ['punctuation', '('],
      ['identifier', 'Id'],
      ['punctuation', ')'],
      ['punctuation', ','],
      ['function', 'toLabel'],
      ['punctuation', '('],
      ['identifier', 'Status'],
      ['punctuation', ')'],
      ['keyword', 'FROM'],
      ['identifier', 'Case'],
      ['keyword', 'WHERE'],
      ['identifier', 'Name'],
      ['operator', '!='],
      ['string', "'x'"],
      ['keyword', 'AND'],
      ['identifier', 'Amount'],
      ['operator', '>'],
      ['number', '10.5'],
      ['keyword', 'AND'],
      ['identifier', 'Id'],
      ['operator', '='],
      ['bind', ':recordId'],
      ['keyword', 'AND'],
      ['identifier', 'CreatedDate'],
      ['operator', '='],
      ['date-literal', 'LAST_N_DAYS:7'],
      ['keyword', 'AND'],
      ['identifier', 'CloseDate'],
      ['operator', '<'],
      ['date-literal', '2024-01-31'],
      ['keyword', 'AND'],
      ['identifier', 'ActivityDate'],
      ['operator', '='],
      ['date-literal', 'TODAY'],
    ]);
  });

  it('keywords are case-insensitive; a function name needs a following parenthesis', () => {
    expect(significant('select count from account')).toEqual([
      ['keyword', 'select'],
      ['identifier', 'count'],
      ['keyword', 'from'],
      ['identifier', 'account'],
    ]);
  });

  it('keeps escaped quotes inside one string token and colours comments', () => {
    expect(significant("Name = 'it\\'s' -- note")).toEqual([
      ['identifier', 'Name'],
      ['operator', '='],
      ['string', "'it\\'s'"],
      ['comment', '-- note'],
    ]);
  });

  it('relationship paths are identifiers joined by punctuation', () => {
    expect(significant('Account.Owner.Name')).toEqual([
      ['identifier', 'Account'],
      ['punctuation', '.'],
      ['identifier', 'Owner'],
      ['punctuation', '.'],
      ['identifier', 'Name'],
    ]);
  });
});
