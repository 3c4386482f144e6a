/**
 * Finds people named in content, so the content check can refuse anyone the brief does not name.
 *
 * Two sources. Credit fields (blog authors) must name someone on the allow-list in
 * `content/people.json`. Prose, code samples and component props are scanned for full names:
 * a capitalised given name followed by a capitalised surname ("Tom Okafor"). Given names come
 * from the first-name lists of faker's locales for the languages the site's readers and examples
 * use, so the check catches any invented full name rather than a fixed list of known ones, while
 * product and API names ("Object Manager", "Data Cloud", "Apex Class") do not start with a given
 * name and pass. A given name alone, or a surname alone, is not reported: too many ordinary words
 * are also given names ("Grant", "Will", "May").
 */
import 'server-only';
import path from 'node:path';
import { faker as de } from '@faker-js/faker/locale/de';
import { faker as en } from '@faker-js/faker/locale/en';
import { faker as enIN } from '@faker-js/faker/locale/en_IN';
import { faker as enNG } from '@faker-js/faker/locale/en_NG';
import { faker as es } from '@faker-js/faker/locale/es';
import { faker as fr } from '@faker-js/faker/locale/fr';
import { faker as it } from '@faker-js/faker/locale/it';
import { faker as nl } from '@faker-js/faker/locale/nl';
import { faker as pl } from '@faker-js/faker/locale/pl';
import { faker as ptBR } from '@faker-js/faker/locale/pt_BR';
import { faker as sv } from '@faker-js/faker/locale/sv';
import { faker as tr } from '@faker-js/faker/locale/tr';
import { readDataFile } from './data-file';
import { contentRoot } from './docs';
import { peopleFileSchema } from './schema';

/** The people and organisations content may credit or name. */
export interface PeopleAllowList {
  /** Full names of the people the content brief names. */
  people: string[];
  /** Names of organisations that may appear as authors (not people). */
  organisations: string[];
}

export function loadPeopleAllowList(): PeopleAllowList {
  const file = path.join(contentRoot(), 'people.json');
  const data = readDataFile(file, peopleFileSchema);
  return { people: data.people.map((p) => p.name), organisations: data.organisations };
}

/**
 * Words that are given names in some locale but, capitalised before another capitalised word,
 * are far more often ordinary English or Salesforce words ("General Access", "Trace Flag",
 * "Price Book", "Dev Hub", "Summer Release", "Will Salesforce…"). Leaving them out avoids false
 * alarms at the cost of missing an invented "Grant Miller"; credit fields are checked against the
 * allow-list exactly, so a byline still cannot name such a person.
 */
const NOT_GIVEN_NAMES = new Set(['General', 'Will', 'Grant', 'Max', 'May', 'June', 'August', 'Mark', 'Bill', 'Price', 'Trace', 'Dev', 'Summer', 'Major', 'Delta']);

let givenNamesCache: Set<string> | undefined;

/** Given names from faker's person data for English (incl. India, Nigeria), German, French, Spanish, Italian, Dutch, Polish, Portuguese, Swedish and Turkish. */
export function givenNames(): Set<string> {
  if (givenNamesCache) return givenNamesCache;
  const names = new Set<string>();
  for (const faker of [en, enIN, enNG, de, fr, es, it, nl, pl, ptBR, sv, tr]) {
    const firstNames = faker.rawDefinitions.person?.first_name;
    if (!firstNames) continue;
    for (const list of Object.values(firstNames)) {
      for (const name of list ?? []) if (/^\p{Lu}\p{Ll}+$/u.test(name) && !NOT_GIVEN_NAMES.has(name)) names.add(name);
    }
  }
  givenNamesCache = names;
  return names;
}

/** Full names in `text` that look like a person (given name + surname) and are not on the allow-list. */
export function findUnlistedPeople(text: string, allow: PeopleAllowList, names: Set<string> = givenNames()): string[] {
  const allowed = new Set([...allow.people, ...allow.organisations].map((n) => n.toLowerCase()));
  const found: string[] = [];
  // Lookahead so that overlapping pairs ("Lena Fischer Tom") are all seen.
  const pair = /(?<![\p{L}\p{N}_$.])(?=(\p{Lu}\p{Ll}+)[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}_]))/gu;
  for (const match of text.matchAll(pair)) {
    const [, first, last] = match as unknown as [string, string, string];
    const full = `${first} ${last}`;
    if (names.has(first) && !allowed.has(full.toLowerCase()) && !found.includes(full)) found.push(full);
  }
  return found;
}

/** Checks credit fields (blog authors, author entries): each must be an allow-listed person or organisation. */
export function unlistedCredits(credited: string[], allow: PeopleAllowList): string[] {
  const allowed = new Set([...allow.people, ...allow.organisations].map((n) => n.toLowerCase()));
  return credited.filter((name) => !allowed.has(name.trim().toLowerCase()));
}
