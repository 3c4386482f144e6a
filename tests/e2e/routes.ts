import fs from 'node:fs';
import path from 'node:path';
import { siteBasePath } from '../../lib/base-path';
import { stripBasePath } from '../../lib/paths';

/**
 * The public URLs the site must keep (from the site issue). Paths are written as readers type
 * them; spaces are encoded when requested.
 */
const docs = [
  'intro',
  'Architecture',
  'Roadmap',
  'FAQ/',
  'PrivacyPolicy',
  'Document/',
  'Secure/',
  'Explore/',
  'Explore/Apex',
  'Explore/GraphQL/',
  'Explore/OrgDetails/',
  'Explore/Record/',
  'Explore/SOQL',
  'Explore/SOSL',
  'Configure/Flow/',
  'Configure/Industries/DataRaptor/',
  'Configure/Industries/Flexcard',
  'Configure/Industries/FSC',
  'Configure/Industries/Insurance Product',
  'Configure/Industries/Omniscript',
  'Develop/Apex',
  'Develop/customMedata',
  'Develop/Flexipage/',
  'Develop/LWC',
  'Develop/OpenAPI/',
  'Generative AI/installation',
  'Generative AI/prompts',
  'Generative AI/useCases',
].map((p) => `/docs/${p}`);

const ruleTypes = [
  'ApexClass',
  'CustomField',
  'EntityDefinition',
  'FieldPermissions',
  'Flow',
  'LightningComponentResource',
  'OmniDataTransform',
  'OmniProcess',
  'OmniProcessElement',
  'OmniUiCard',
  'PermissionSet',
];

const devops = ['/devops/', ...ruleTypes.map((t) => `/devops/Sample Rules/${t}/`)];

const posts = ['release01', 'release03', 'release20', 'release30', 'release40', 'release50', 'release60'];
const tags = ['best-practices', 'chrome-extension', 'devops', 'graph-ql', 'salesforce'];

const blog = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...posts.map((p) => `/blog/${p}`),
  ...tags.map((t) => `/blog/tags/${t}`),
];

export const ROUTES: string[] = ['/', '/graphQL', '/markdown-page', ...docs, ...devops, ...blog];

/** Encodes spaces and other characters the way a browser sends them. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** Every URL the sitemap lists, as site paths (without the base path). Read from the export being tested. */
export function sitemapPaths(): string[] {
  const dir = process.env.E2E_SITE_DIR || 'out';
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => stripBasePath(new URL(m[1]!).pathname, siteBasePath()));
}
