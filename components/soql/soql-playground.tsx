import type { ReactNode } from 'react';
import { SoqlTokens } from '@/components/graphql/soql-editor-view';
import { SoqlIsland } from './soql-island';
import type { ExerciseProps } from './soql-types';

/**
 * A query as the site's code blocks show code: what a query box shows before its editor loads,
 * without JavaScript and in print. Focusing it opens the editor (soql-island.tsx), which takes
 * its place; the styles are the code blocks' and the quiz's, so a page pays no stylesheet for it.
 */
function StaticQuery({ query, label }: { query: string; label: string }) {
  return (
    <div className="code-block">
      <div className="code-block__bar">
        <span className="code-block__lang">SOQL</span>
      </div>
      {/* A named group: the Nu checker allows aria-label on a <pre> only with such a role. */}
      <pre tabIndex={0} role="group" aria-label={label}>
        <code>
          {query.split('\n').map((line, i) => (
            <span key={i} className="line">
              <SoqlTokens text={line} />
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}

/**
 * The MDX `<SoqlPlayground query="…" />`: a query to run on the sample org, in an editor that
 * loads on the first interaction.
 */
export function SoqlPlayground({ query }: { query: string }) {
  const trimmed = query.trim();
  return (
    <div data-soql-playground="">
      <StaticQuery query={trimmed} label="SOQL query on the sample org" />
      <SoqlIsland box={{ kind: 'playground', query: trimmed }} />
    </div>
  );
}

/**
 * The MDX `<Exercise id points reference …>task</Exercise>`: a task in words, a query box, Check,
 * hints on request. A solution is right when its result matches the reference query's result on
 * the sample org (lib/soql-run/compare.ts); a first solve earns the points.
 */
export function Exercise({ children, ...props }: ExerciseProps & { children?: ReactNode }) {
  const titleId = `exercise-${props.id}`;
  const start = props.start?.trim() ?? '';
  return (
    // A group, not a region: a page holds many exercises, and regions must have names of their own.
    <div
      className="quiz"
      role="group"
      aria-labelledby={`${titleId} ${titleId}-points`}
      aria-describedby={`${titleId}-task`}
      data-exercise-id={props.id}
    >
      <p className="quiz__question" id={titleId}>
        Exercise
      </p>
      <p className="quiz__points" id={`${titleId}-points`}>
        {props.points} points
      </p>
      <div id={`${titleId}-task`}>{children}</div>
      <StaticQuery query={start} label="Your SOQL query" />
      <SoqlIsland box={{ kind: 'exercise', ...props, start }} />
    </div>
  );
}
