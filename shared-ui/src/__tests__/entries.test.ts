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
