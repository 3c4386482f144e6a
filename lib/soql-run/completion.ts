/**
 * Completion for the query box: the org's objects after FROM, and after SELECT or WHERE the
 * fields and relationship names of the object the (sub)query reads, following parent paths
 * (`Account.Owner.`) and child relationships (`(SELECT … FROM Contacts)`). Pure: the editor wraps
 * it in a CodeMirror completion source, and the tests call it with text and a cursor position.
 */
import type { Org } from './types';

/** What completion needs of an org: names only, small enough to send from the worker. */
export interface CompletionSchema {
  objects: Record<
    string,
    {
      fields: string[];
      /** Relationship name → parent object (`Owner` → `User`). */
      parents: Record<string, string>;
      /** Child relationship name → child object (`Contacts` → `Contact`). */
      children: Record<string, string>;
    }
  >;
}

export function completionSchema(org: Org): CompletionSchema {
  const objects: CompletionSchema['objects'] = {};
  for (const [name, object] of Object.entries(org.objects)) {
    const parents: Record<string, string> = {};
    for (const field of Object.values(object.fields)) {
      const target = typeof field.referenceTo === 'string' ? field.referenceTo : field.referenceTo?.[0];
      if (field.type === 'reference' && field.relationshipName && target) parents[field.relationshipName] = target;
    }
    const children: Record<string, string> = {};
    for (const child of object.childRelationships ?? []) children[child.relationshipName] = child.childSObject;
    objects[name] = { fields: Object.keys(object.fields), parents, children };
  }
  return { objects };
}

export interface CompletionOption {
  label: string;
  /** CodeMirror's icon class: `type` for objects, `property` for fields, `class` for relationships. */
  type: 'type' | 'property' | 'class';
  detail?: string;
}

export interface Completions {
  /** Where the word being completed starts. */
  from: number;
  options: CompletionOption[];
}

const findKey = (record: Record<string, unknown>, name: string): string | undefined => {
  const lower = name.toLowerCase();
  return Object.keys(record).find((key) => key.toLowerCase() === lower);
};

/** The start of the innermost parenthesised (sub)query around `pos`, and its end. */
function enclosingSpan(text: string, pos: number): { start: number; end: number; outerPos: number | null } {
  let depth = 0;
  let start = 0;
  for (let i = pos - 1; i >= 0; i -= 1) {
    const c = text[i];
    if (c === ')') depth += 1;
    else if (c === '(') {
      if (depth === 0) {
        start = i + 1;
        break;
      }
      depth -= 1;
    }
  }
  depth = 0;
  let end = text.length;
  for (let i = pos; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')') {
      if (depth === 0) {
        end = i;
        break;
      }
      depth -= 1;
    }
  }
  return { start, end, outerPos: start > 0 ? start - 1 : null };
}

/** Blanks out strings and nested parentheses, so FROM is found at this query's own level. */
function ownLevel(text: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '\\') {
        out += '  ';
        i += 1;
        continue;
      }
      if (c === "'") quoted = false;
      out += ' ';
      continue;
    }
    if (c === "'") {
      quoted = true;
      out += ' ';
    } else if (c === '(') {
      depth += 1;
      out += ' ';
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      out += ' ';
    } else out += depth > 0 ? ' ' : c;
  }
  return out;
}

/** The object a (sub)query reads: its FROM name, as an object or as a child relationship of the outer query. */
function queryObject(schema: CompletionSchema, text: string, pos: number): string | null {
  const span = enclosingSpan(text, pos);
  const own = ownLevel(text.slice(span.start, span.end));
  const from = /\bFROM\s+(\w+)/i.exec(own)?.[1];
  if (!from) return null;
  const object = findKey(schema.objects, from);
  if (object) return object;
  if (span.outerPos === null) return null;
  const outer = queryObject(schema, text, span.outerPos);
  if (!outer) return null;
  const children = schema.objects[outer]!.children;
  const relationship = findKey(children, from);
  return relationship ? children[relationship]! : null;
}

/** The completions at `pos` in `text`, or null where there is nothing to offer. */
export function completeAt(schema: CompletionSchema, text: string, pos: number): Completions | null {
  const before = text.slice(0, pos);
  const word = /[\w.]*$/.exec(before)![0];
  const parts = word.split('.');
  const typed = parts.pop()!;
  const from = pos - typed.length;
  const head = before.slice(0, pos - word.length);
  // Inside a string or a comment-free literal, nothing.
  if ((head.match(/'/g)?.length ?? 0) % 2 === 1) return null;

  if (/\bFROM\s+$/i.test(head) && parts.length === 0) {
    const options: CompletionOption[] = Object.keys(schema.objects).map((label) => ({ label, type: 'type' }));
    const span = enclosingSpan(text, pos);
    if (span.outerPos !== null) {
      const outer = queryObject(schema, text, span.outerPos);
      if (outer) {
        for (const [label, child] of Object.entries(schema.objects[outer]!.children)) {
          options.push({ label, type: 'class', detail: `${child} records` });
        }
      }
    }
    return { from, options };
  }

  let object: string | null = queryObject(schema, text, pos);
  if (!object) return null;
  for (const part of parts) {
    const parents: Record<string, string> = schema.objects[object]!.parents;
    const relationship = findKey(parents, part);
    const target: string | undefined = relationship ? parents[relationship] : undefined;
    if (!target || !schema.objects[target]) return null;
    object = target;
  }
  const described = schema.objects[object]!;
  const options: CompletionOption[] = described.fields.map((label) => ({ label, type: 'property' }));
  for (const [label, target] of Object.entries(described.parents)) {
    options.push({ label, type: 'class', detail: target });
  }
  return { from, options };
}
