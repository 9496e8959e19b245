# The shop's images, built in the monorepo so the shared packages are included:
# `--target backend` (server, worker and setup in docker-compose.yml) and `--target storefront`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npx turbo run build --filter=@electroshop/backend... --filter=@electroshop/storefront...

FROM node:20-bookworm-slim AS backend
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/backend/.medusa/server
# The young generation's size: see BACKEND_NODE_OPTIONS in scripts/lib/stack.mjs.
ENV NODE_ENV=production PORT=9000 NODE_OPTIONS=--max-semi-space-size=32
EXPOSE 9000
CMD ["npx", "medusa", "start"]

FROM node:20-bookworm-slim AS storefront
WORKDIR /app
COPY --from=build /app /app
WORKDIR /app/storefront
ENV NODE_ENV=production PORT=8000
EXPOSE 8000
CMD ["node", "server.mjs"]
