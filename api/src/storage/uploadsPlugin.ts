import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { serviceUnavailable } from '../http/httpErrors';
import type { FileStorage } from './fileStorage';
import { openStorage, UPLOADS_PUBLIC_PATH } from './openStorage';
import { IMMUTABLE_CACHE_CONTROL, PICTURE_MAX_AGE_SECONDS, PICTURE_SAFETY_HEADERS } from './pictureCaching';
import { ensurePrivateFolder } from './privateFiles';
import type { StorageSettings } from './storageSettings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures are kept (see `docs/catalog-api.md` to add another backend). */
    storage: FileStorage;
  }
}

export interface UploadsPluginOptions {
  uploadsDir: string;
  storage: StorageSettings;
}

/**
 * Decorates the app with `storage` and serves the stored pictures at `/uploads/`, from the local folder
 * or from object storage: through the API either way, so the pages' `img-src 'self'` holds and a CDN
 * can be put in front of `/uploads` alone. Uploads are public like any website picture (an <img>
 * cannot send the JWT header); names are random UUIDs.
 */
const uploads: FastifyPluginAsync<UploadsPluginOptions> = async (app, options) => {
  if (options.storage.kind === 'local') ensurePrivateFolder(options.uploadsDir);
  const storage = await openStorage(options.storage, options.uploadsDir);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  if (options.storage.kind === 'local') await serveFolder(app, options.uploadsDir);
  else serveFromStorage(app, storage);
};

async function serveFolder(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: `${UPLOADS_PUBLIC_PATH}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: PICTURE_MAX_AGE_SECONDS * 1000,
    immutable: true,
    setHeaders(reply) {
      for (const [name, value] of Object.entries(PICTURE_SAFETY_HEADERS)) reply.header(name, value);
    },
    // Half-written `.partial` files (see localFolderStorage) are never served.
    allowedPath: (pathname) => pathname.endsWith('.webp'),
  });
}

/** Names the API writes: `images/<uuid>.webp` and `images/<uuid>.thumb.webp`; anything else is not ours to serve. */
const SERVABLE_KEY = /^images\/[0-9a-f-]{36}(?:\.thumb)?\.webp$/;

function serveFromStorage(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PUBLIC_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!SERVABLE_KEY.test(key)) return reply.callNotFound();
    const body = await storage.read(key).catch((error: unknown) => {
      request.log.error({ err: error }, 'reading a stored picture failed');
      throw serviceUnavailable('The picture storage does not answer. Try again in a moment.');
    });
    if (body === null) return reply.callNotFound();
    return reply.headers({ ...PICTURE_SAFETY_HEADERS, 'Cache-Control': IMMUTABLE_CACHE_CONTROL }).type('image/webp').send(body);
  });
}

export const uploadsPlugin = fastifyPlugin(uploads, { name: 'uploads', fastify: '5.x' });
