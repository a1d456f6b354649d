// Makes `import ... from 'shared-ui/forms'` resolve without an `exports` map in package.json, as
// contracts/schemas.ts does: webpack, tsc (moduleResolution Bundler) and tsx find `<package>/forms.ts` by
// extension; jest maps the subpath itself (config/jest.preset.js). The entry's contents: src/forms.ts.
export * from './src/forms';
