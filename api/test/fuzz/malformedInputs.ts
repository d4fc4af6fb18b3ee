import fc from 'fast-check';
import type { Operation, PropertySchema } from './openApiOperations';

/** Text that is not a strict id, page or version, or is one at the edge of what is allowed. */
export const badScalarText = fc.oneof(
  fc.constantFrom('0x1', ' 1', '1 ', '1e0', '[1]', 'true', '-1', '0', '01', '+1', '1.5', '2147483647', '2147483648', '99999999999999999999', 'NaN', 'Infinity', '', 'null', '%00', '%E0%A4%A', '..%2F..', '\u202E1', '1'),
  fc.string({ maxLength: 12 }),
  fc.integer().map(String),
);

const hugeString = fc.constantFrom('x'.repeat(100_000), 'é'.repeat(5_000), '\u0000'.repeat(1_000));
const spoofingText = fc.constantFrom('\u0000', 'Nails\u0007', '\u202Egnp.exe\u202C nails', 'Nail\u2066s', 'Nails \uD800', 'Cafe\u0301', '\r\n', ' \t ');

/** A JSON value of any type, weighted toward the edges: boundary numbers, huge and spoofing strings. */
export const badJsonValue = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, -0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE, null, true, false, [], {}, [1], { id: 1 }),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 40, unit: 'binary' }),
  hugeString,
  spoofingText,
  fc.anything({ maxDepth: 2 }),
);

/** Bodies that are not JSON, or JSON of the wrong shape. */
export const malformedJsonText = fc.oneof(
  fc.constantFrom('{', '{"name":', '{"name":}', 'null', '[]', '"text"', '1', 'true', '{"__proto__":{"x":1}}', '\u0000', '{"a":1,"a":2}', '{}'.repeat(1000)),
  fc.string({ maxLength: 60 }),
);

/** A value a form field carries (text, always). */
const formFieldValue = fc.oneof(badScalarText, fc.string({ maxLength: 30 }), spoofingText, fc.constantFrom('x'.repeat(20_000)));

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'jsonText'; text: string }
  | { kind: 'jsonObject'; value: Record<string, unknown> }
  | { kind: 'form'; fields: Partial<Record<string, string>>; file: Uint8Array | null; fileField: string }
  | { kind: 'rawMultipart'; contentType: string; bytes: Uint8Array };

export interface FuzzRequest {
  pathValues: Record<string, string>;
  query: Partial<Record<string, string>>;
  body: FuzzBody;
  withToken: boolean;
}

const jsonObjectFor = (properties: Record<string, PropertySchema>) =>
  fc.record(
    Object.fromEntries([...Object.keys(properties), 'unexpected'].map((name) => [name, badJsonValue])),
    { requiredKeys: [] },
  );

const formFor = (properties: Record<string, PropertySchema>) =>
  fc.record({
    fields: fc.record(
      Object.fromEntries(
        Object.entries(properties)
          .filter(([, schema]) => schema.format !== 'binary')
          .map(([name]) => [name, formFieldValue]),
      ),
      { requiredKeys: [] },
    ),
    file: fc.option(fc.uint8Array({ maxLength: 200 }), { nil: null }),
    fileField: fc.constantFrom('image', 'image', 'other'),
  });

const BOUNDARY = 'fuzz-boundary';
const rawMultipart = fc.record({
  contentType: fc.constantFrom('multipart/form-data', `multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data; boundary=other', 'multipart/form-data; boundary="', 'multipart/mixed; boundary=x'),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.constantFrom(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nHands`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      `--${BOUNDARY}\r\n\r\n\r\n--${BOUNDARY}--`,
      `--${BOUNDARY}--\r\n`,
    ).map((text) => new TextEncoder().encode(text)),
  ),
});

/** Malformed requests for one operation: bad path and query values, wrong bodies of every kind. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, badScalarText])));
  const query = fc.record(Object.fromEntries([...operation.queryParams, 'unexpected'].map((name) => [name, badScalarText])), { requiredKeys: [] });
  const body: fc.Arbitrary<FuzzBody> =
    operation.body === 'json'
      ? fc.oneof(malformedJsonText.map((text) => ({ kind: 'jsonText' as const, text })), jsonObjectFor(operation.bodyProperties).map((value) => ({ kind: 'jsonObject' as const, value })))
      : operation.body === 'multipart'
        ? fc.oneof(
            formFor(operation.bodyProperties).map((form) => ({ kind: 'form' as const, ...form })),
            rawMultipart.map((raw) => ({ kind: 'rawMultipart' as const, ...raw })),
            malformedJsonText.map((text) => ({ kind: 'jsonText' as const, text })),
          )
        : fc.constant({ kind: 'none' as const });
  return fc.record({ pathValues, query, body, withToken: fc.boolean() });
}
