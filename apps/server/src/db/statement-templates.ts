import { Column, Param, Placeholder, SQL, StringChunk, Table, Name } from 'drizzle-orm';

/** Shapes a call site keeps rendered at most; past it, the oldest is dropped. */
export const TEMPLATES_MAX = 500;

/** A statement's variable parts as a key of their shape and the values in it, or null when one is not walkable. */
interface Fingerprint {
  key: string;
  values: Record<string, unknown>;
}

const entityIds = new WeakMap<object, number>();
let lastEntityId = 0;
/** Columns and tables are created once, with the schema: their identity names them in a key. */
const idOf = (entity: object): number => {
  let id = entityIds.get(entity);
  if (id === undefined) {
    id = ++lastEntityId;
    entityIds.set(entity, id);
  }
  return id;
};

const textIds = new Map<string, number>();
/** Texts named by a number in a key at most; a text past them (one made at run time) goes into the key whole. */
const TEXT_IDS_MAX = 10_000;
/**
 * A short name for a statement's text in a key. The texts are those of the code's SQL templates, each a string the
 * engine has already hashed: naming them by number keeps a page's key, hashed on every call, a fraction of its text.
 */
const textKey = (text: string): string => {
  let id = textIds.get(text);
  if (id === undefined) {
    if (textIds.size >= TEXT_IDS_MAX) return `s${text.length}:${text}`;
    id = textIds.size;
    textIds.set(text, id);
  }
  return `t${id}`;
};

/** The values a walk has met, each under the name its placeholder takes: `v<n>`, in the order met. */
class Values {
  readonly named: Record<string, unknown> = {};
  #count = 0;

  bind(value: unknown, key: string[]): string {
    const name = `v${this.#count++}`;
    this.named[name] = value;
    key.push('?');
    return name;
  }
}

/** Thrown inside a walk for a chunk it does not know; the statement is then built as usual. */
class Unwalkable extends Error {}

/**
 * Walks SQL chunks as drizzle renders them, writing to `key` what the text depends on (strings, columns, tables,
 * names, array lengths) and, for each value, a placeholder mark, the value going to `values` under the name
 * `v<n>`. With `build`, returns the chunk with each value replaced by that placeholder (keeping its encoder).
 */
function walk(chunk: unknown, key: string[], values: Values, build: boolean): unknown {
  if (chunk instanceof StringChunk) {
    key.push(textKey(chunk.value.length === 1 ? chunk.value[0]! : chunk.value.join('')));
    return chunk;
  }
  if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new Unwalkable();
    key.push('(');
    const inner = chunk.queryChunks.map((part) => walk(part, key, values, build));
    key.push(')');
    return build ? new SQL(inner as SQL['queryChunks']) : chunk;
  }
  if (chunk instanceof Column || chunk instanceof Table) {
    key.push(`e${idOf(chunk)}`);
    return chunk;
  }
  if (chunk instanceof Name) {
    key.push(`n${chunk.value.length}:${chunk.value}`);
    return chunk;
  }
  if (chunk === undefined) {
    key.push('u');
    return chunk;
  }
  if (Array.isArray(chunk)) {
    key.push(`[${chunk.length}`);
    const inner = chunk.map((part) => walk(part, key, values, build));
    key.push(']');
    return build ? inner : chunk;
  }
  if (chunk instanceof Param) {
    // A null, or a value its encoder turns into SQL, changes the text: not a placeholder.
    if (chunk.value === null || chunk.value instanceof Placeholder) throw new Unwalkable();
    if (chunk.encoder.mapToDriverValue(chunk.value) instanceof SQL) throw new Unwalkable();
    const name = values.bind(chunk.value, key);
    return build ? new Param(new Placeholder(name), chunk.encoder) : chunk;
  }
  if (typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean') {
    const name = values.bind(chunk, key);
    return build ? new Placeholder(name) : chunk;
  }
  throw new Unwalkable();
}

function fingerprint(parts: readonly (SQL | undefined)[]): Fingerprint | null {
  const key: string[] = [];
  const values = new Values();
  try {
    for (const part of parts) walk(part, key, values, false);
  } catch (error) {
    if (error instanceof Unwalkable) return null;
    throw error;
  }
  return { key: key.join('\u0000'), values: values.named };
}

/** The same parts with every value a placeholder, named as {@link fingerprint} names them. */
function withPlaceholders(parts: readonly (SQL | undefined)[]): (SQL | undefined)[] {
  const values = new Values();
  return parts.map((part) => {
    if (part === undefined) return undefined;
    const copy = walk(part, [], values, true) as SQL;
    return copy.mapWith(decoderOf(part));
  });
}

const decoderOf = (part: SQL) => (part as unknown as { decoder: Parameters<SQL['mapWith']>[0] }).decoder;

/** A statement drizzle has rendered once, run again with new values. */
export interface Prepared<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A call site's statements kept rendered per shape. Drizzle renders a statement's text afresh on every call, testing
 * every chunk of it against its entity classes: for a search's page, whose branches repeat the same columns and
 * conditions, that is a large part of the request's CPU. Here the variable `parts` are walked (far cheaper than
 * rendering) into a key of their shape and their values; `prepare` builds and renders a shape's statement once, from
 * the parts with placeholders for the values, and every later call of the shape binds its own values to it. A part
 * with a chunk the walk does not know (a subquery, an inlined value) is built and rendered as usual.
 */
export function statementTemplates<Row>(
  prepare: (parts: (SQL | undefined)[]) => Prepared<Row>,
  max = TEMPLATES_MAX,
): (parts: (SQL | undefined)[]) => Promise<Row[]> {
  const shapes = new Map<string, Prepared<Row>>();
  return (parts) => {
    const found = fingerprint(parts);
    if (!found) return prepare(parts).execute({});
    let prepared = shapes.get(found.key);
    if (!prepared) {
      prepared = prepare(withPlaceholders(parts));
      if (shapes.size >= max) shapes.delete(shapes.keys().next().value!);
      shapes.set(found.key, prepared);
    }
    return prepared.execute(found.values);
  };
}
