import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Issue 17 point 4: api/ holds the shop's server and the adapters that talk to Stripe, Google and SMTP; the
// stand-ins for Stripe and Google live in dev-services/ and are reached over HTTP only. ESLint forbids the
// import itself (eslint.config.mjs, boundaries); this keeps their code and dependencies from coming back.
const API_DIR = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

const sources = ['src', 'seed'].flatMap((dir) => sourceFiles(path.join(API_DIR, dir)));
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\(|require\()\s*'([^']+)'/g)].map((match) => match[1]);

describe('api/ holds no stand-in server', () => {
  it('has no dev-payments, dev-idp or dev-servers folder', () => {
    for (const folder of ['dev-payments', 'dev-idp', 'dev-servers'])
      expect(
        sourceFiles(path.join(API_DIR, 'src')).some((file) => file.includes(`${path.sep}${folder}${path.sep}`)),
      ).toBe(false);
  });

  it('imports nothing of dev-services (only what contracts/dev-services says about it) and not oidc-provider', () => {
    const offending = sources.flatMap((file) =>
      imports(file)
        .filter((name) =>
          /^dev-services(\/|$)|\/dev-services\/|dev-payments|dev-idp|dev-servers|^oidc-provider/.test(name),
        )
        .map((name) => `${path.relative(API_DIR, file)} imports ${name}`),
    );
    expect(offending).toEqual([]);
  });

  it("does not depend on oidc-provider (the development identity provider is dev-services')", () => {
    const manifest = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('oidc-provider');
  });
});
