// Makes `import ... from 'contracts/staff'` resolve the way `contracts/schemas` does (see schemas.ts):
// the back office's paths, roles, request/response types and yup schemas. Only mf-backoffice and the API
// import it; no shopper page does, so none of it reaches a shopper.
export * from './src/staff';
