import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './contact/contactRoutes';

/**
 * The general section's calls (the spec leaves them open; they follow §7's style). Registered in
 * the protected scope, so every route needs a token.
 */
export const generalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};
