# The shop's images, for teams that deploy with containers; compose.yaml runs them as `npm run topology`
# runs the same parts here (that command is what CI runs and tests: these machines have no Docker).
#   api: the API with the built shell (and its server renderer); remotes.json comes from outside
#   cdn: Debian's nginx with the remotes' builds and deploy/nginx/vesna.conf.template, the one configuration

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SHELL_DIST=/app/shell/dist TRUST_PROXY=true
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/migrations ./api/migrations
COPY --from=build /app/shell/dist ./shell/dist
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.js"]

FROM debian:bookworm-slim AS cdn
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
     nginx libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY deploy/nginx/vesna.conf.template /etc/nginx/vesna.conf.template
COPY deploy/nginx/start-cdn.sh /usr/local/bin/start-cdn
# Each remote's build as its first release (remotes.json names <origin>/image/mf-manifest.json); later
# releases are uploaded beside it into the remotes volume (README: "Deploying one remote").
COPY --from=build /app/mf-catalog/dist /srv/remotes/mf-catalog/image
COPY --from=build /app/mf-product/dist /srv/remotes/mf-product/image
COPY --from=build /app/mf-checkout/dist /srv/remotes/mf-checkout/image
COPY --from=build /app/mf-account/dist /srv/remotes/mf-account/image
COPY --from=build /app/mf-content/dist /srv/remotes/mf-content/image
COPY --from=build /app/mf-backoffice/dist /srv/remotes/mf-backoffice/image
ENV VESNA_REMOTES_ROOT=/srv/remotes VESNA_CACHE_DIR=/var/cache/nginx/vesna
CMD ["start-cdn"]
