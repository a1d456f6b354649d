// The main entry is on every first visit (Module Federation shares it with the shell), so it must not
// pull yup in; the schemas are the second entry, `contracts/schemas`.
describe('public entries', () => {
  afterEach(() => {
    jest.dontMock('yup');
    jest.resetModules();
  });

  it('loads the main entry without loading yup', () => {
    jest.isolateModules(() => {
      jest.doMock('yup', () => {
        throw new Error('yup was loaded by the main entry');
      });
      const main = require('../index') as Record<string, unknown>;
      expect(main.formatMoney).toEqual(expect.any(Function));
      // Off the first visit too: the card input helpers (contracts/schemas) and the product SEO (contracts/seo).
      expect(main.formatCardNumberInput).toBeUndefined();
      expect(main.productStructuredData).toBeUndefined();
      expect(main.newsletterSchema).toBeUndefined();
      expect(main.validationErrors).toBeUndefined();
    });
  });

  it('exports every schema and validationErrors from contracts/schemas', () => {
    const schemas = require('contracts/schemas') as Record<string, unknown>;
    for (const name of [
      'loginSchema',
      'registrationSchema',
      'newsletterSchema',
      'contactSchema',
      'billingSchema',
      'shippingSchema',
      'addressSchema',
      'passwordSchema',
      'profileInfoSchema',
      'cardSchema',
    ]) {
      expect(schemas[name]).toEqual(expect.objectContaining({ validateSync: expect.any(Function) }));
    }
    expect(schemas.makeFeedbackSchema).toEqual(expect.any(Function));
    expect(schemas.passesLuhn).toEqual(expect.any(Function));
    expect(schemas.formatCardNumberInput).toEqual(expect.any(Function));
    expect(schemas.validationErrors).toEqual(expect.any(Function));
  });

  it("keeps the stand-ins' names out of the main entry: contracts/dev-services is server-side only", () => {
    const main = require('../index') as Record<string, unknown>;
    expect(main.TEST_PROCESSOR_SECRET_KEY).toBeUndefined();
    const devServices = require('contracts/dev-services') as Record<string, unknown>;
    expect(devServices.TEST_PROCESSOR_SECRET_KEY).toBe('sk_test_vesna_local_processor');
    expect(devServices.testPaymentsWanted).toEqual(expect.any(Function));
  });

  it("exports a product page's meta description and JSON-LD from contracts/seo", () => {
    const seo = require('contracts/seo') as Record<string, unknown>;
    expect(seo.productStructuredData).toEqual(expect.any(Function));
    expect(seo.metaDescription).toEqual(expect.any(Function));
  });
});
