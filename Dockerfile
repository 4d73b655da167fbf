# syntax=docker/dockerfile:1
# Found-in-Two: one image for the API instances, the job worker and the one-shot migration.
#   docker build -t found-in-two .
# The API runs compiled: the build stage bundles it into api/dist (npm run build:api); no tsx at run time.

# --- build: every dependency, then the web app, the widget and the API (web/dist, widget/dist, api/dist)
FROM node:20-bookworm-slim AS build
WORKDIR /srv
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY api/package.json api/
COPY web/package.json web/
COPY widget/package.json widget/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json schema.graphql ./
COPY events events
COPY api api
COPY web web
COPY widget widget
RUN npm run build

# --- runtime: production dependencies only, the built API (migrations bundled in) and front ends
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /srv
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY api/package.json api/
COPY web/package.json web/
COPY widget/package.json widget/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# api/scripts: `npm start` / `npm run migrate` in the image use api/dist as is (there are no sources to rebuild from).
COPY api/scripts api/scripts
COPY --from=build /srv/api/dist api/dist
COPY --from=build /srv/web/dist web/dist
COPY --from=build /srv/widget/dist widget/dist
# Never root at run time; the embedded PostgreSQL (no DATABASE_URL) would keep its data in /srv/.data.
RUN mkdir -p /srv/.data && chown node:node /srv/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# WEB_CONCURRENCY (default: every core in production) API processes share the port.
# --heap-growing-percent=20: V8 grows the heap by 20 % past what a GC left live instead of up to
# 4x, so RSS after load stays near the live heap (the bench: ~173 instead of ~275 MiB, same CPU per
# request); workers inherit it. --max-semi-space-size=8: V8's young generation at 16 instead of
# 32 MiB, about 15 MiB less per process after load at no CPU per request the bench can tell (see
# docs/PERFORMANCE.md, issue 26). The same flags as `npm start` (api/test/deploy.test.ts checks).
CMD ["node", "--heap-growing-percent=20", "--max-semi-space-size=8", "api/dist/server.js"]
