import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/database';
import { DEFAULT_SHELL_DIST } from './db/paths';
import { registerErrorShape } from './plugins/error-shape';
import { registerNotFound } from './plugins/not-found';
import { hasShellBuild, registerStaticShell } from './plugins/static-shell';
import { bannerRoutes } from './modules/banners/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { productRoutes } from './modules/products/routes';
import { subscriberRoutes } from './modules/subscribers/routes';

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Folder of the built shell to serve at /. Default: SHELL_DIST, else <repo>/shell/dist when it
   * has an index.html. `false` serves the API only.
   */
  shellDist?: string | false;
}

/** Remotes' dev servers and standalone previews (their own origins) may call the API in development. */
const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

export async function buildApp({ db, logger = false, shellDist }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, routerOptions: { ignoreTrailingSlash: true }, bodyLimit: 64 * 1024 });
  const dist = shellDist === false ? undefined : (shellDist ?? process.env.SHELL_DIST ?? DEFAULT_SHELL_DIST);
  const serveShell = hasShellBuild(dist);

  registerErrorShape(app);
  await app.register(helmet, {
    // Remotes load their scripts from other origins (3001-3005 locally, a CDN in production).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  const corsOrigins = process.env.CORS_ORIGINS?.split(',').map((s) => s.trim()).filter(Boolean)
    ?? (process.env.NODE_ENV === 'production' ? [] : DEV_ORIGINS);
  await app.register(cors, { origin: corsOrigins, credentials: true });
  // Only routes that opt in (config.rateLimit) are limited: listings and images must stay fast.
  await app.register(rateLimit, { global: false });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(productRoutes, { db });
      await api.register(bannerRoutes, { db });
      await api.register(subscriberRoutes, { db });
      await api.register(imageRoutes, { db });
    },
    { prefix: '/api' },
  );

  if (serveShell) await registerStaticShell(app, dist);
  registerNotFound(app, { spaFallback: serveShell });
  return app;
}
