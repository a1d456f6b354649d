// Makes `import ... from 'shared-ui/on-demand'` resolve without an `exports` map in package.json, as forms.ts
// does: webpack, tsc (moduleResolution Bundler) and tsx find `<package>/on-demand.ts` by extension; jest maps
// the subpath itself (config/jest.preset.js). Not shared by Module Federation: bundled into each remote that
// imports it (see src/on-demand.ts). The entry's contents: src/on-demand.ts.
export * from './src/on-demand';
