// Types of what TypeScript callers use from build-node.mjs (the e2e suite's second shops).
export type NodePackage = 'api' | 'dev-services';
/** The compiled entry of a package: <package>/dist/<entry>. */
export function distEntryOf(name: NodePackage): string;
/** Stale: dist's entry missing or older than any source (its own, contracts', the build's tsconfig). */
export function isNodeBuildStale(name: NodePackage): boolean;
