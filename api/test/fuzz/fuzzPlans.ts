import fc from 'fast-check';
import { badJsonValue, badScalarText, requestsFor, type FuzzRequest } from './malformedInputs';
import type { Operation } from './openApiOperations';
import { refusedValues, targetsOf, withField, type Place, type Target } from './targetedInputs';
import type { ValidRequest } from './validRequests';

/**
 * What one fuzz request does to its operation's valid request. Chosen as data, not as a value, so
 * that ids and versions are read when the request is sent: the records change as the fuzz runs.
 */
export type Mutation =
  | { kind: 'asIs' }
  /** A value the API must refuse with 400 (see targetedInputs.ts). */
  | { kind: 'refused'; target: Target; pick: number }
  /** Any value in any field: judged only by the rules every answer keeps. */
  | { kind: 'anyValue'; place: Place; name: string; value: unknown }
  | { kind: 'malformed'; request: FuzzRequest };

export interface Plan {
  mutation: Mutation;
  withToken: boolean;
}

/** Nine requests in ten carry the token: the rest prove the token check, the others reach the handler. */
const withToken = fc.integer({ min: 0, max: 9 }).map((draw) => draw > 0);

function fieldsOf(operation: Operation, sample: ValidRequest): Array<{ place: Place; name: string }> {
  const bodyNames = new Set([...Object.keys(operation.bodyProperties), ...(sample.body.kind === 'jsonObject' ? Object.keys(sample.body.value) : [])]);
  if (sample.body.kind === 'form') for (const name of Object.keys(sample.body.fields)) bodyNames.add(name);
  return [
    ...operation.pathParams.map((name) => ({ place: 'path' as const, name })),
    ...[...operation.queryParams, 'unexpected'].map((name) => ({ place: 'query' as const, name })),
    ...(operation.body === 'none' ? [] : [...bodyNames, 'unexpected'].map((name) => ({ place: 'body' as const, name }))),
  ];
}

/** Random plans for `operation`, shaped by one valid request of it (`sample`). */
export function plansFor(operation: Operation, sample: ValidRequest): fc.Arbitrary<Plan> {
  const targets = targetsOf(sample);
  const fields = fieldsOf(operation, sample);
  const isJson = sample.body.kind === 'jsonObject';
  const anyValue = fc.constantFrom(...fields).chain(({ place, name }) =>
    (place === 'body' && isJson ? badJsonValue : badScalarText).map((value): Mutation => ({ kind: 'anyValue', place, name, value })),
  );
  const mutations: Array<fc.WeightedArbitrary<Mutation>> = [
    { weight: 1, arbitrary: fc.constant<Mutation>({ kind: 'asIs' }) },
    { weight: 3, arbitrary: anyValue },
    { weight: 2, arbitrary: requestsFor(operation).map((request): Mutation => ({ kind: 'malformed', request })) },
  ];
  if (targets.length > 0) {
    mutations.push({ weight: 2, arbitrary: fc.record({ target: fc.constantFrom(...targets), pick: fc.nat() }).map((chosen): Mutation => ({ kind: 'refused', ...chosen })) });
  }
  return fc.record({ mutation: fc.oneof(...mutations), withToken });
}

/**
 * The plans every run starts with: the valid request with and without its token, and each
 * refused value of each targeted field once, so what the assertions promise never rests on chance.
 */
export function examplesFor(operation: Operation, sample: ValidRequest): Plan[] {
  const examples: Plan[] = [{ mutation: { kind: 'asIs' }, withToken: true }];
  if (!operation.isPublic) examples.push({ mutation: { kind: 'asIs' }, withToken: false });
  for (const target of targetsOf(sample)) {
    refusedValues(sample, target).forEach((_value, pick) => examples.push({ mutation: { kind: 'refused', target, pick }, withToken: true }));
  }
  return examples;
}

/** The request a plan sends, built on a valid request read just now. */
export function requestOf(plan: Plan, valid: ValidRequest): FuzzRequest {
  const { mutation } = plan;
  switch (mutation.kind) {
    case 'asIs':
      return { ...valid, withToken: plan.withToken };
    case 'refused': {
      const values = refusedValues(valid, mutation.target);
      const value = values[mutation.pick % values.length];
      return { ...withField(valid, mutation.target.place, mutation.target.name, value), withToken: plan.withToken };
    }
    case 'anyValue':
      return { ...withField(valid, mutation.place, mutation.name, mutation.value), withToken: plan.withToken };
    case 'malformed':
      return { ...mutation.request, withToken: plan.withToken };
  }
}

/** A URL the router refuses (400) before any hook runs: a %-escape that does not decode. */
function breaksRouting(url: string): boolean {
  try {
    decodeURI(url);
    return false;
  } catch {
    return true;
  }
}

/** The status a plan must get, when its kind decides one; `url` is the address the request went to. */
export function expectedStatus(operation: Operation, plan: Plan, valid: ValidRequest, url: string): number | undefined {
  // The token is read after routing, so a URL the router refuses gets its 400 first (any value in a
  // path can be such a URL), and a malformed request may fail even earlier; every other request
  // without its token must get 401.
  if (!plan.withToken && !operation.isPublic && plan.mutation.kind !== 'malformed' && !breaksRouting(url)) return 401;
  if (plan.mutation.kind === 'refused') return 400;
  if (plan.mutation.kind === 'asIs') return valid.status;
  return undefined;
}
