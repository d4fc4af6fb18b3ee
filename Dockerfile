# syntax=docker/dockerfile:1
# The production image: the compiled API and the four static builds, run by a non-root user with
# production dependencies only. The worked example around it is compose.yaml (docs/deployment.md).

# --- build: every dependency (webpack, TypeScript, esbuild), then `npm run build` ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first: the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remotes/services/package.json remotes/services/
COPY remotes/galleries/package.json remotes/galleries/
COPY remotes/general/package.json remotes/general/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY shared/remotes.json shared/
COPY scripts/lib scripts/lib
# The same install step as `npm start` (npm install, not npm ci: docs/development.md); it leaves the stamp
# that lets `npm run build` below skip installing again.
RUN node --input-type=module -e "const { ensureInstalled } = await import('./scripts/lib/ensureInstalled.mjs'); await ensureInstalled();"
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p api/node_modules

# --- runtime: node, the production dependencies and the build output, nothing else ---
FROM node:20-bookworm-slim AS runtime
# pg_dump / pg_restore for `node api/dist/cli.js backup|restore` (version 15: use a PostgreSQL 15 server, or newer tools).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data \
 && chown node:node /data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/node_modules api/node_modules
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/host/dist host/dist
COPY --from=build /app/remotes/services/dist remotes/services/dist
COPY --from=build /app/remotes/galleries/dist remotes/galleries/dist
COPY --from=build /app/remotes/general/dist remotes/general/dist
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SERVE_STATIC=1 \
    DATA_DIR=/data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same command as `start:production` in package.json (a test keeps the two equal). Exec form:
# node is PID 1 and gets SIGTERM itself, so requests under way finish (SHUTDOWN_TIMEOUT_MS).
CMD ["node", "api/dist/server.js"]
