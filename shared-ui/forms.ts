// Makes `import ... from 'shared-ui/forms'` resolve without an `exports` map in package.json, as
// contracts/seo.ts does: webpack, tsc (moduleResolution Bundler) and tsx find `<package>/forms.ts` by
// extension; jest maps the subpath itself (config/jest.preset.js). Not shared by Module Federation: bundled
// into each remote that imports it (see src/forms.ts). The entry's contents: src/forms.ts.
export * from './src/forms';
