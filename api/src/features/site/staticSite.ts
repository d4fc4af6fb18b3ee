import type { FastifyPluginAsync } from 'fastify';
import type { StaticSiteConfig } from '../../config';

export const staticSite: FastifyPluginAsync<StaticSiteConfig> = async () => {};
