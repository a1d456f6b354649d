// The remote's own entry after the async boundary. The shell renders the exposed back office inside its
// router and theme, so nothing is mounted here; `npm run dev -w mf-backoffice` serves the remote entry for
// a shell started with `npm start`.
export {};
