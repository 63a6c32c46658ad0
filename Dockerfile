# syntax=docker/dockerfile:1
# Production image built from Next's standalone output. The same commands run
# outside Docker in CI (npm ci, next build, node server.js), which is how this file is kept honest.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/data
RUN useradd --system --uid 1001 --home /app forgefit && mkdir -p /app/data && chown forgefit /app/data
COPY --from=build --chown=forgefit /app/.next/standalone ./
COPY --from=build --chown=forgefit /app/.next/static ./.next/static
COPY --from=build --chown=forgefit /app/public ./public
USER forgefit
# The embedded database (when DATABASE_URL is unset) and its stored files live here: mount a volume
# (`docker run -v forgefit-data:/app/data …`) or they are lost with the container.
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server.js"]
