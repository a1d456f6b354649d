import { RuleTester, type Rule } from 'eslint';

// The lint rule that keeps one data layer: an effect that waits for an answer, or an AbortController
// made outside the query layer, fails `npm run lint`.
const { rules } = require('../../config/eslint-rules/no-effect-fetch.js') as {
  rules: Record<string, Rule.RuleModule>;
};

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('no-effect-fetch', rules['no-effect-fetch'], {
  valid: [
    // Effects that touch the page, not the network.
    'useEffect(() => { document.title = title; }, [title]);',
    'useEffect(() => { const id = setTimeout(close, 4000); return () => clearTimeout(id); }, []);',
    // A query is how data arrives.
    "const orders = useQuery({ queryKey: ['orders'], queryFn: ({ signal }) => getOrders({ signal }) });",
    // An async function elsewhere (an event handler) is not an effect.
    'const submit = async () => { await save(values); };',
  ],
  invalid: [
    {
      code: 'useEffect(() => { getOrders().then(setOrders); }, []);',
      errors: [{ messageId: 'effect' }],
    },
    {
      code: 'React.useEffect(() => { (async () => { setOrders(await getOrders()); })(); }, []);',
      errors: [{ messageId: 'effect' }],
    },
    {
      code: 'useLayoutEffect(async () => { setCard(await getCard()); }, []);',
      errors: [{ messageId: 'effect' }],
    },
    {
      code: 'useEffect(() => { const controller = new AbortController(); return () => controller.abort(); }, []);',
      errors: [{ messageId: 'effect' }],
    },
    {
      code: 'const controller = new AbortController();',
      errors: [{ messageId: 'controller' }],
    },
  ],
});
