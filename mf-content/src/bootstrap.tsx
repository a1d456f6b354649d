// The remote's own entry after the async boundary. The shell renders the exposed pages inside its
// router and theme, so nothing is mounted here; `npm run dev -w mf-content` serves the remote entry
// for a shell started with `npm start`.
export {};
