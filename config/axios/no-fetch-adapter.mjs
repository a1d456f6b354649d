// Stands in for axios's fetch adapter in the browser builds. shared-ui's client runs on axios's XHR adapter,
// the first of axios's browser defaults (`['xhr', 'http', 'fetch']`), so the fetch adapter is never chosen;
// axios's own package maps its http adapter to a null module for browsers the same way. `getFetch`
// answering false reads as "not supported by the environment" to axios's adapter lookup.
// (-2.8 KB brotli on every first visit; docs/performance.md, issue 15.)
export const getFetch = () => false;

export default false;
