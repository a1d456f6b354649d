// Makes `import ... from 'contracts/schemas'` resolve without an `exports` map in package.json:
// webpack, tsc (moduleResolution Bundler) and tsx find `<package>/schemas.ts` by extension.
// jest maps the subpath itself (config/jest.preset.js). The entry's contents: src/schemas/index.ts.
export * from './src/schemas';
