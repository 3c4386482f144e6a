import type { Metadata } from 'next';
import { SoqlConverter } from '@/components/graphql/soql-converter';
import { SiteLink } from '@/components/layout/site-link';
import { MainContent } from '@/components/layout/main-content';
import { FIXED_PAGES, pageMetadata } from '@/lib/content/sharing';
import './page.css';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.graphQL);

export default function GraphQLPage() {
  return (
    <MainContent className="page-container converter-page">
      <h1>SOQL to GraphQL converter</h1>
      <p className="lead">
        Type or paste a SOQL query and get the equivalent query for the Salesforce UI API GraphQL endpoint, ready for{' '}
        <code>lightning/graphql</code> in a Lightning web component. The conversion runs entirely in your browser: the
        query is never sent anywhere and no org is contacted.
      </p>
      <SoqlConverter />
      <section className="converter-page__notes" aria-labelledby="notes-title">
        <h2 id="notes-title">Good to know</h2>
        <ul>
          <li>
            GraphQL is case-sensitive while SOQL is not: write object and field API names exactly as Salesforce spells
            them (<code>Account</code>, <code>CreatedDate</code>).
          </li>
          <li>
            Bind variables such as <code>:recordId</code> become GraphQL variables. Give their types and defaults in the
            Variables box, for example <code>{'{"recordId": {"type": "ID!", "default": "001000000000001AAA"}}'}</code>.
          </li>
          <li>
            Clauses GraphQL cannot express, such as <code>OFFSET</code> or <code>FOR UPDATE</code>, are listed as
            warnings instead of being dropped silently. Without <code>LIMIT</code> the UI API returns 10 records; to
            read more, page with <code>first</code>, <code>after</code> and <code>pageInfo</code>, as{' '}
            <SiteLink href="/docs/Explore/GraphQL/#page-through-results">the GraphQL guide</SiteLink> shows.
          </li>
          <li>
            The UI API GraphQL endpoint needs orgs on Winter &apos;24 or later. Learn more in{' '}
            <SiteLink href="/docs/Explore/GraphQL/">Explore with GraphQL</SiteLink>.
          </li>
        </ul>
      </section>
    </MainContent>
  );
}
