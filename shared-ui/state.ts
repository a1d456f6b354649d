// Makes `import ... from 'shared-ui/state'` resolve without an `exports` map in package.json: webpack, tsc
// (moduleResolution Bundler) and tsx find `<package>/state.ts` by extension; jest maps the subpath itself
// (config/jest.preset.js). Module Federation shares it as a singleton. The entry's contents: src/singleton.ts.
export * from './src/singleton';
