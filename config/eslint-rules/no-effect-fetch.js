// The shop's data reaches components through one layer (shared-ui's TanStack Query client): a request
// started in an effect would bring back what that layer replaced (its own abort controller, its own
// "settled" state, nothing shared, nothing invalidated). This rule refuses, in browser code, an effect
// whose callback waits for something (`await`, `.then`, `.catch`) or makes an AbortController, and an
// AbortController made anywhere else outside the query layer.

/** Walks an ESTree node's children (not into nested functions' own effects: they are checked on their own). */
function* children(node) {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item && typeof item.type === 'string') yield item;
    } else if (value && typeof value.type === 'string') yield value;
  }
}

/** The first node under `root` that waits for an answer or makes an AbortController, if any. */
function findAsyncWork(root) {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.type === 'AwaitExpression') return node;
    if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'AbortController')
      return node;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      !node.callee.computed &&
      ['then', 'catch'].includes(node.callee.property.name)
    )
      return node;
    stack.push(...children(node));
  }
  return null;
}

const isEffectHook = (callee) =>
  (callee.type === 'Identifier' && /^use(Layout)?Effect$/.test(callee.name)) ||
  (callee.type === 'MemberExpression' && !callee.computed && /^use(Layout)?Effect$/.test(callee.property.name));

const noEffectFetch = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Data comes through the query layer (useQuery / useInfiniteQuery from shared-ui), not effects.',
    },
    messages: {
      effect:
        'An effect that waits for an answer: load data with useQuery / useInfiniteQuery (shared-ui), and after a change call invalidateQueries or setQueryData.',
      controller:
        'Requests are cancelled by the query layer (its queryFn gets a signal): no AbortController outside it.',
    },
    schema: [],
  },
  create(context) {
    const flagged = new Set();
    return {
      CallExpression(node) {
        if (!isEffectHook(node.callee)) return;
        const callback = node.arguments[0];
        if (!callback || !/Function/.test(callback.type)) return;
        const found = callback.async ? callback : findAsyncWork(callback.body);
        if (!found) return;
        flagged.add(found);
        context.report({ node: found === callback ? node : found, messageId: 'effect' });
      },
      'NewExpression[callee.name="AbortController"]:exit'(node) {
        if (!flagged.has(node)) context.report({ node, messageId: 'controller' });
      },
    };
  },
};

module.exports = { rules: { 'no-effect-fetch': noEffectFetch } };
