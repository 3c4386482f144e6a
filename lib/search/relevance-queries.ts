/**
 * The relevance suite: questions written the way readers ask them, each with the page that
 * must come up in the top three results. Shared by `relevance.test.ts` and the benchmark.
 * Expectations were chosen by reading the content: the page named is the one a person who
 * knows the docs would send the asker to.
 */

/** One query of the suite. */
export interface RelevanceCase {
  query: string;
  /**
   * Page URL path (as the site links it, no anchor) that must appear in the top 3; several where
   * more than one page answers the question as well.
   */
  expected: string | readonly string[];
  /** What the case exercises, for failure messages and the benchmark. */
  kind: 'question' | 'keywords' | 'typo' | 'accent-case' | 'prefix' | 'plural' | 'version' | 'effect';
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Questions and task descriptions.
  { query: 'compare permission sets across orgs', expected: '/docs/Secure/', kind: 'question' },
  { query: 'convert soql to graphql', expected: '/docs/Explore/GraphQL/', kind: 'question' },
  { query: 'flexcard where used', expected: '/docs/Configure/Industries/Flexcard/', kind: 'question' },
  { query: 'anonymous apex debug log', expected: '/docs/Explore/Apex/', kind: 'question' },
  { query: 'apex class naming suffix rule', expected: '/devops/Sample%20Rules/ApexClass/', kind: 'question' },
  // The privacy policy's "Your Salesforce data" says as plainly that nothing is kept.
  { query: 'is my data stored on a server', expected: ['/docs/FAQ/', '/docs/PrivacyPolicy/'], kind: 'question' },
  { query: 'install on edge', expected: '/docs/intro/', kind: 'question' },
  // The FAQ's "Where does my OpenAI API key go?" answers it, and links the installation page.
  { query: 'openai api key', expected: ['/docs/Generative%20AI/installation/', '/docs/FAQ/'], kind: 'question' },
  { query: 'custom metadata json', expected: '/docs/Develop/customMedata/', kind: 'question' },
  {
    query: 'how do I find which dataraptors read a field',
    expected: '/docs/Configure/Industries/DataRaptor/',
    kind: 'question',
  },
  { query: 'test an extract dataraptor', expected: '/docs/Configure/Industries/DataRaptor/', kind: 'question' },
  { query: 'export a flow as a diagram', expected: '/docs/Configure/Flow/', kind: 'question' },
  { query: 'compare two flow versions', expected: '/docs/Configure/Flow/', kind: 'question' },
  { query: 'insurance policy coverages', expected: '/docs/Configure/Industries/FSC/', kind: 'question' },
  { query: 'product class attributes', expected: '/docs/Configure/Industries/Insurance%20Product/', kind: 'question' },
  {
    query: 'which omniscripts use an integration procedure',
    expected: '/docs/Configure/Industries/Omniscript/',
    kind: 'question',
  },
  { query: 'document apex classes with header comments', expected: '/docs/Develop/Apex/', kind: 'question' },
  { query: 'lwc jsdoc status report', expected: '/docs/Develop/LWC/', kind: 'question' },
  { query: 'generate swagger spec for apex rest', expected: '/docs/Develop/OpenAPI/', kind: 'question' },
  { query: 'lightning page component visibility', expected: '/docs/Develop/Flexipage/', kind: 'question' },
  { query: 'order of execution notebook', expected: '/docs/Document/', kind: 'question' },
  { query: 'write my own prompt rules', expected: '/docs/Generative%20AI/prompts/', kind: 'question' },
  { query: 'draw a mermaid diagram with chatgpt', expected: '/docs/Generative%20AI/useCases/', kind: 'question' },
  { query: 'record counts and relationship graph', expected: '/docs/Explore/OrgDetails/', kind: 'question' },
  { query: 'diff two records side by side', expected: '/docs/Explore/Record/', kind: 'question' },
  { query: 'what technology is sf explorer built with', expected: '/docs/Architecture/', kind: 'question' },
  // The FAQ's "Which analytics does it use?" names Google Analytics and what it receives.
  { query: 'does it use google analytics', expected: ['/docs/PrivacyPolicy/', '/docs/FAQ/'], kind: 'question' },
  { query: 'request a feature or report a bug', expected: '/docs/Roadmap/', kind: 'question' },
  { query: 'who has modify all data', expected: '/docs/Secure/', kind: 'question' },
  { query: 'ignore some metadata in the rules', expected: '/devops/', kind: 'question' },
  { query: 'run the rules in a ci pipeline with junit', expected: '/devops/', kind: 'question' },
  { query: 'only one trigger per object', expected: '/devops/Sample%20Rules/EntityDefinition/', kind: 'question' },
  {
    query: 'pascalcase api names for custom fields',
    expected: '/devops/Sample%20Rules/CustomField/',
    kind: 'question',
  },
  { query: 'screen flow label convention', expected: '/devops/Sample%20Rules/Flow/', kind: 'question' },
  { query: 'omniscript element name prefix', expected: '/devops/Sample%20Rules/OmniProcessElement/', kind: 'question' },
  { query: 'data cloud and marketing cloud', expected: '/blog/release60/', kind: 'question' },
  { query: 'new soql editor release', expected: '/blog/release40/', kind: 'question' },
  { query: 'is sf explorer free', expected: '/docs/FAQ/', kind: 'question' },
  { query: 'search for a contact by email with sosl', expected: '/docs/Explore/SOSL/', kind: 'question' },
  { query: 'rehearse a data fix with a savepoint', expected: '/docs/Explore/Apex/', kind: 'question' },
  // A feature asked about in the plural, a release by its number, rules described by what they do.
  { query: 'set up permission set groups', expected: '/docs/Secure/', kind: 'plural' },
  {
    query: 'prove users keep their access with permission set groups',
    expected: '/docs/Explore/OrgDetails/',
    kind: 'plural',
  },
  { query: 'what came with version 5.0', expected: '/blog/release50/', kind: 'version' },
  { query: 'release 2.0 side panel', expected: '/blog/release20/', kind: 'version' },
  {
    query: 'stop profiles from granting field access',
    expected: '/devops/Sample%20Rules/FieldPermissions/',
    kind: 'effect',
  },
  { query: 'my flow description is too short', expected: '/devops/Sample%20Rules/Flow/', kind: 'effect' },
  // Typos (one edit in a word of five letters or more).
  { query: 'permision set', expected: '/devops/Sample%20Rules/PermissionSet/', kind: 'typo' },
  { query: 'dataraptr compare', expected: '/docs/Configure/Industries/DataRaptor/', kind: 'typo' },
  { query: 'omniscirpt', expected: '/docs/Configure/Industries/Omniscript/', kind: 'typo' },
  { query: 'anonymus apex', expected: '/docs/Explore/Apex/', kind: 'typo' },
  // Accents and case.
  { query: 'DÉBUG LÖG', expected: '/docs/Explore/Apex/', kind: 'accent-case' },
  { query: 'Flèxcard Nésting', expected: '/docs/Configure/Industries/Flexcard/', kind: 'accent-case' },
  { query: 'SOQL Date Literals', expected: '/docs/Explore/SOQL/', kind: 'accent-case' },
  // Words still being typed.
  { query: 'graphq', expected: '/docs/Explore/GraphQL/', kind: 'prefix' },
  { query: 'custom meta', expected: '/docs/Develop/customMedata/', kind: 'prefix' },
  { query: 'sosl wildc', expected: '/docs/Explore/SOSL/', kind: 'prefix' },
  // A typo in a word still being typed, on its way to `permission`.
  { query: 'permisi', expected: ['/docs/Secure/', '/devops/Sample%20Rules/PermissionSet/'], kind: 'typo' },
  // A page asked for by its name in the sidebar ("Installation"), which its title does not use.
  { query: 'installation', expected: '/docs/Generative%20AI/installation/', kind: 'keywords' },
];

/** True when a page among `top` (the first three results' pages) is one the case accepts. */
export const answers = (c: RelevanceCase, top: readonly string[]): boolean =>
  top.slice(0, 3).some((page) => [c.expected].flat().includes(page));
