import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { FileStorage } from './fileStorage';
import { createLocalFolderStorage } from './localFolderStorage';
import { ensurePrivateFolder } from './privateFiles';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures are kept (see `docs/catalog-api.md` to add another backend). */
    storage: FileStorage;
  }
}

export const UPLOADS_PUBLIC_PATH = '/uploads';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface UploadsPluginOptions {
  uploadsDir: string;
  /** Another backend (object storage); the local folder is used and served when absent. */
  storage?: FileStorage;
}

/**
 * Decorates the app with `storage` and serves the local folder at `/uploads/`. Files never change
 * under a key (every upload gets a new generated name), so they can be cached for a year. Uploads
 * are public like any website picture (an <img> cannot send the JWT header); names are random UUIDs.
 */
const uploads: FastifyPluginAsync<UploadsPluginOptions> = async (app, options) => {
  if (options.storage) {
    app.decorate('storage', options.storage);
    return;
  }
  ensurePrivateFolder(options.uploadsDir);
  app.decorate('storage', createLocalFolderStorage(options.uploadsDir, UPLOADS_PUBLIC_PATH));
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: `${UPLOADS_PUBLIC_PATH}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR_SECONDS * 1000,
    immutable: true,
    // Only what the API wrote is here, and only as WebP; these headers stop a browser from ever
    // treating a stored file as a page or a script.
    setHeaders(reply) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
    },
    // Half-written `.partial` files (see localFolderStorage) are never served.
    allowedPath: (pathname) => pathname.endsWith('.webp'),
  });
};

export const uploadsPlugin = fastifyPlugin(uploads, { name: 'uploads', fastify: '5.x' });
