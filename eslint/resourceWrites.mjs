/**
 * Writes belong to the resource definitions of the shared package (docs/resources.md): a component
 * spreads their `mutationOptions` into `useMutation`, and their `onSuccess` carries the cache
 * effects. This rule keeps apps from growing a second way to write: touching the query cache
 * directly, or defining a mutation of their own.
 */

/** The QueryClient methods that change (or hand out) the cache. */
export const CACHE_WRITES = ['invalidateQueries', 'setQueryData', 'setQueriesData', 'removeQueries', 'resetQueries', 'refetchQueries', 'cancelQueries', 'getQueryCache'];
/** Helpers that define a write: only the shared package calls them. */
const WRITE_DEFINERS = ['mutationOptions', 'resourceWrite'];

/** The name of a non-computed or string-literal key, or null. */
function keyName(node, computed) {
  if (!computed && node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const resourceWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'apps write server data only through the resource definitions of @nail-or-never/shared' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { enum: CACHE_WRITES } } }, additionalProperties: false }],
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const forbidden = (name) => name !== null && CACHE_WRITES.includes(name) && !allowed.has(name);
    const cacheMessage = (name) =>
      `"${name}" changes the query cache outside a resource definition: use the resource's mutationOptions from @nail-or-never/shared, whose onSuccess carries its cache effects`;
    return {
      MemberExpression(node) {
        const name = keyName(node.property, node.computed);
        if (forbidden(name)) context.report({ node: node.property, message: cacheMessage(name) });
      },
      'ObjectPattern > Property'(node) {
        const name = keyName(node.key, node.computed);
        if (forbidden(name)) context.report({ node: node.key, message: cacheMessage(name) });
      },
      'ObjectExpression > Property'(node) {
        if (keyName(node.key, node.computed) !== 'mutationFn') return;
        context.report({
          node: node.key,
          message: 'an inline mutationFn defines a write outside the shared package: spread the resource\'s mutationOptions into useMutation (e.g. useMutation(contactMutations.update()))',
        });
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? keyName(node.callee.property, node.callee.computed) : node.callee.type === 'Identifier' ? node.callee.name : null;
        if (callee !== null && WRITE_DEFINERS.includes(callee)) {
          context.report({ node: node.callee, message: `"${callee}" defines a write outside the shared package: add it to the resource's definition in @nail-or-never/shared` });
        }
      },
    };
  },
};
