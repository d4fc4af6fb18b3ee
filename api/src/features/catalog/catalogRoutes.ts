import type { FastifyPluginAsync } from 'fastify';

// Replaced by the catalog feature.
export const catalogRoutes: FastifyPluginAsync = async () => {};
