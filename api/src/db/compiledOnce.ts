import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

type ParameterKind = 'number' | 'string';
type ParameterOf<Kind extends ParameterKind> = Kind extends 'number' ? number : string;
type ParametersOf<Kinds extends readonly ParameterKind[]> = { [Index in keyof Kinds]: ParameterOf<Kinds[Index]> };

/** Values no caller sends, so each one marks where its parameter lands in the compiled SQL. */
function placeholderFor(kind: ParameterKind, index: number): number | string {
  return kind === 'number' ? -7_310_000_000_000 - index : `\u0000placeholder-${index}`;
}

interface Prepared<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the compiled SQL: which argument fills it, or -1 for a constant. */
  sources: number[];
}

/**
 * A read whose SQL is built and compiled once per database; each call only supplies its values.
 * Building and compiling a select through Kysely cost about as much CPU as running it on SQLite
 * (docs/performance.md), and the hottest reads (the token's holder, a page of services) never change
 * shape. `build` gets placeholders; every value that varies between calls must be one of them (a
 * value written into `build` is a constant of the query). Works with either dialect.
 */
export function compiledOnce<Row, const Kinds extends readonly ParameterKind[]>(
  kinds: Kinds,
  build: (db: Db, ...parameters: ParametersOf<Kinds>) => Compilable<Row>,
): (db: Db, ...parameters: ParametersOf<Kinds>) => Promise<Row[]> {
  const prepared = new WeakMap<Db, Prepared<Row>>();
  const placeholders = kinds.map(placeholderFor);

  function prepare(db: Db): Prepared<Row> {
    const query = build(db, ...(placeholders as unknown as ParametersOf<Kinds>)).compile();
    const sources = query.parameters.map((value) => placeholders.indexOf(value as number | string));
    const unused = placeholders.findIndex((_, index) => !sources.includes(index));
    if (unused !== -1) throw new Error(`compiledOnce: parameter ${unused} does not reach the SQL (${query.sql})`);
    return { query, sources };
  }

  return async (db, ...parameters) => {
    let entry = prepared.get(db);
    if (!entry) {
      entry = prepare(db);
      prepared.set(db, entry);
    }
    const { query, sources } = entry;
    const values = query.parameters.map((constant, index) => {
      const source = sources[index] ?? -1;
      return source === -1 ? constant : parameters[source];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters: values });
    return result.rows;
  };
}
