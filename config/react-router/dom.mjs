// What the shop shares as `react-router-dom` in production builds: the same names as `react-router`
// (see client.mjs). The package's two own exports are framework/data-router only and left out:
// HydratedRouter (needs a page rendered by React Router's server) and the DOM RouterProvider.
// `react-router` here is bundled inside this singleton (config/module-federation.js), so there is one router.
export * from 'react-router';
