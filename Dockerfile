# The reference container (README, Deployment): the production build on Node.js 20, run as a non-root user,
# with the data folder on a volume. Build: `docker build -t tepore .`; run:
# `docker run -p 3000:3000 -v tepore-data:/data -e ADMIN_PASSWORD=… tepore`. See compose.yaml for the site
# behind Varnish.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/app ./app
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready means the database answers and the data folder takes a write (GET /readyz).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# npm run serve's script: node with its heap and allocator settings, under Litestream when LITESTREAM_REPLICA_URL
# is set (decision 119); it replaces itself with node (or Litestream), which then receives the stop signal.
CMD ["sh", "scripts/serve.sh"]
