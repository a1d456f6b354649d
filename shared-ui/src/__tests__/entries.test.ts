import { readFileSync } from 'node:fs';
import path from 'node:path';

// shared-ui's main entry is on every first visit (Module Federation shares it with the shell), so it must not
// pull formik in; the form kit is the second entry, `shared-ui/forms`.
describe('public entries', () => {
  afterEach(() => {
    jest.dontMock('formik');
    jest.resetModules();
  });

  it('loads the main entry without loading formik, and without the form kit', () => {
    jest.isolateModules(() => {
      jest.doMock('formik', () => {
        throw new Error('formik was loaded by the main entry');
      });
      const main = require('../index') as Record<string, unknown>;
      expect(main.TextField).toEqual(expect.anything());
      for (const name of ['FormTextField', 'formStyles', 'Notice', 'useSessionCheck', 'useCardProcessor']) {
        expect(main[name]).toBeUndefined();
      }
    });
  });

  it('exports the form kit from shared-ui/forms', () => {
    const forms = require('shared-ui/forms') as Record<string, unknown>;
    for (const name of ['FormTextField', 'Notice', 'useSessionCheck', 'useCardProcessor']) {
      expect(forms[name]).toEqual(expect.any(Function));
    }
    expect(Object.keys(forms.formStyles as object).sort()).toEqual(
      ['actions', 'fieldset', 'legend', 'pair', 'stack', 'stepActions'].sort(),
    );
  });
});

// `shared-ui/on-demand` is bundled into each page that imports it, so what it holds leaves every first visit.
const ON_DEMAND = [
  'Dialog',
  'Select',
  'AccordionItem',
  'Tabs',
  'NotFoundView',
  'PageHeading',
  'ShareIcon',
  'EyeIcon',
  'EyeOffIcon',
  'SecureFrame',
  'useSecureFrame',
  'useCartQuote',
  'getDefaultAddress',
  'addAddress',
  'updateAddress',
  'getDefaultCard',
  'saveDefaultCard',
  'deleteCard',
  'getProductFeedback',
  'saveFeedback',
  'purchase',
  'getPurchaseConflict',
  'getOrders',
  'getOrder',
  'requestOrderReturn',
  'getBirthdayDiscount',
  'sendContactMessage',
  'getBannerSection',
  'applyNewsletterLink',
  'useDebouncedValue',
  'dehydrateQueries',
  'apiUrl',
  'productFeedbackQueryOptions',
  'getProductsByIds',
  'updateProfile',
  'changePassword',
  'deleteAccount',
  'resendVerification',
];

describe('the on-demand entry', () => {
  it('holds what first visits never need, and the main entry does not', () => {
    const main = require('../index') as Record<string, unknown>;
    const onDemand = require('shared-ui/on-demand') as Record<string, unknown>;
    for (const name of ON_DEMAND) {
      expect([name, onDemand[name] !== undefined]).toEqual([name, true]);
      expect([name, main[name]]).toEqual([name, undefined]);
    }
  });

  it('reaches the rest of shared-ui by its name only (a relative import would bundle a second copy)', () => {
    // A helper of one component, used by nothing else, may stay beside it.
    const ownHelpers = new Set(['./focusable', './icon-svg']);
    const entry = path.join(__dirname, '..', 'on-demand.ts');
    const modules = [...readFileSync(entry, 'utf8').matchAll(/from '(\.\/[^']+)'/g)].map(([, file]) => file);
    expect(modules.length).toBeGreaterThan(5);
    const offenders = modules.flatMap((module) => {
      const file = path.join(path.dirname(entry), `${module}${module.includes('/components/') ? '.tsx' : '.ts'}`);
      return [...readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)]
        .map(([, target]) => target)
        .filter((target) => !ownHelpers.has(target))
        .map((target) => `${module} imports ${target}`);
    });
    expect(offenders).toEqual([]);
  });
});
