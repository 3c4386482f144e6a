/** Props shared by the server markup, the island and the live components (types only). */

/** The `<Exercise>` MDX element's props, less its task text (the children). */
export interface ExerciseProps {
  /** Stable subject id (kebab-case, unique across quizzes and exercises): progress is stored under it. */
  id: string;
  /** What a first solve earns. */
  points: number;
  /** The reference query: a solution is right when its result matches this query's result. */
  reference: string;
  /** The task asks for an order: rows must come in the reference's order. */
  ordered?: boolean;
  /** The task asks for exactly its columns: extra columns count as a difference. */
  exactColumns?: boolean;
  /** The query the box starts with (empty by default). */
  start?: string;
  /** Hints, shown one at a time on request. */
  hints?: string[];
}

/** A button pressed in the static markup, pressed again once the live box is here. */
export type PlaygroundAction = 'run' | 'check' | 'hint';

export type LiveBoxProps = { kind: 'playground'; query: string } | ({ kind: 'exercise' } & ExerciseProps);
