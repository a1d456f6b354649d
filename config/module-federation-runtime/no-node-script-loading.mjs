// Stands in for the Module Federation SDK's Node.js script loading (sdk/dist/node.js) in the shell's browser
// build. The shell builds the runtime with target 'web', so remotes are always loaded through <script> and
// these two are never called in a browser; the code stays only because the shell hands the whole runtime to
// the remotes (provideExternalRuntime), whose exports include them. The render worker's server build keeps
// the real ones. (-2 KB brotli in main.js on every first visit: issue 26 wins back the query layer's bytes.)
const notInBrowser = () => {
  throw new Error('Module Federation: Node.js script loading is not part of the browser build');
};

export const createScriptNode = notInBrowser;
export const loadScriptNode = notInBrowser;
