import { z } from 'zod';
import * as schemas from '@nail-or-never/shared/schemas';
import { JARGON } from '@nail-or-never/shared/testing/jargon';

const LONG_TEXT = 'x'.repeat(200_001);

/** Each way a value can be wrong that a form or a careless client produces. */
const BAD_VALUES: readonly unknown[] = [undefined, null, '', '   ', Number.NaN, -1, 0, 1.5, 2 ** 40, 'abc', true, [], {}, LONG_TEXT, '2026-02-30', 'not a date'];

type AnySchema = z.core.$ZodType;

function isSchema(value: unknown): value is AnySchema {
  return value instanceof z.ZodType;
}

/**
 * The schema's shape filled with one bad value at every leaf, so the field messages show (an
 * empty object only shows "required" ones). A literal keeps its value, so each branch of a
 * discriminated union is reached.
 */
function fillWith(schema: AnySchema, bad: unknown, depth = 0): unknown {
  const def = schema._zod.def;
  if (depth > 6) return bad;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return fillWith((def as z.core.$ZodOptionalDef).innerType, bad, depth + 1);
    case 'pipe':
      return fillWith((def as z.core.$ZodPipeDef).in, bad, depth + 1);
    case 'literal':
      return (def as z.core.$ZodLiteralDef<z.core.util.Literal>).values[0];
    case 'object': {
      const shape = (def as z.core.$ZodObjectDef).shape;
      return Object.fromEntries(Object.entries(shape).map(([key, child]) => [key, fillWith(child, bad, depth + 1)]));
    }
    case 'array':
      return [fillWith((def as z.core.$ZodArrayDef).element, bad, depth + 1)];
    default:
      return bad;
  }
}

/** Every object branch of a union, so each one's fields are tried. */
function branches(schema: AnySchema): AnySchema[] {
  const def = schema._zod.def;
  if (def.type === 'union') return (def as z.core.$ZodUnionDef).options.flatMap(branches);
  return [schema];
}

function messagesFor(schema: AnySchema): string[] {
  const inputs = [...BAD_VALUES, ...branches(schema).flatMap((branch) => BAD_VALUES.map((bad) => fillWith(branch, bad)))];
  return inputs.flatMap((input) => {
    const result = z.safeParse(schema, input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const exportedSchemas = Object.entries(schemas).flatMap(([name, value]): Array<[string, AnySchema]> => (isSchema(value) ? [[name, value]] : []));

describe('plain words in every message a form can show', () => {
  it('finds the exported schemas to walk', () => {
    expect(exportedSchemas.length).toBeGreaterThan(40);
  });

  it.each(exportedSchemas)('%s says what to do in plain words for every bad input', (_name, schema) => {
    const jargon = [...new Set(messagesFor(schema).filter((message) => JARGON.test(message)))];
    expect(jargon).toEqual([]);
  });
});
