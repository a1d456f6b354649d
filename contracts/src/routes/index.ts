// The one route table (route-table.ts) and what reads it: the matcher, the head and the sitemap, the
// breadcrumb's names.
export * from './remote-names';
export * from './route-table';
export * from './match-route';
export * from './route-head';
export * from './segment-names';
