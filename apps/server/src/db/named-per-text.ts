/** Distinct texts a process names at most; past it, a new text runs unnamed. */
export const NAMED_TEXTS_MAX = 500;

/**
 * Gives a statement prepared under a name ending in '*' (a shape whose SQL text varies with its parts, such as a
 * search's page) a name of its own per text, so that each text is parsed and planned once per connection; past
 * `max` texts, new ones run unnamed, so that no connection keeps plans without bound. Other statements pass as they
 * are. Returns the function that renames a query's config in place, before the pool sends it.
 */
export function namedPerText(max = NAMED_TEXTS_MAX): (config: unknown) => void {
  const names = new Map<string, string>();
  return (config) => {
    if (typeof config !== 'object' || config === null) return;
    const statement = config as { name?: string; text?: string };
    if (!statement.name?.endsWith('*') || statement.text === undefined) return;
    let name = names.get(statement.text);
    if (name === undefined && names.size < max) {
      name = `${statement.name.slice(0, -1)}_${names.size}`;
      names.set(statement.text, name);
    }
    if (name === undefined) delete statement.name;
    else statement.name = name;
  };
}
