// `import ... from 'contracts/dev-services'`: the names the API and the stand-in servers of dev-services/
// agree on (keys, ports, the processor's identity), found by extension like contracts/schemas.ts; jest maps
// the subpath itself (config/jest.preset.js). Server-side only: no front end imports it.
export * from './src/dev-services';
