// Makes `import ... from 'shared-ui/hydration-gate'` resolve without an `exports` map, as state.ts does. Not
// shared by Module Federation: the shell's entry imports it to hold clicks from the first moment, and the
// shell's copy of the shared-ui/state singleton imports the same file, so the page has one gate. The entry's
// contents: src/hydration/hydration-gate.ts.
export * from './src/hydration/hydration-gate';
