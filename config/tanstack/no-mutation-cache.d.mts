import type { MutationCache as LibraryMutationCache } from '@tanstack/query-core';

/** config/tanstack/no-mutation-cache.mjs: an empty mutation cache with the library's shape. */
export declare const MutationCache: new (config?: object) => LibraryMutationCache;
