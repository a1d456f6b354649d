// Types of serve-static.mjs for the TypeScript that imports it (the e2e journeys).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type StaticServerOptions = { dir: string; cors?: boolean; spaFallback?: boolean };

export declare function cacheControlFor(filePath: string): string;
export declare function createStaticServer(options: StaticServerOptions): Server;
export declare function createStaticHandler(
  options: StaticServerOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
