#!/bin/sh
# The cdn image's command (Dockerfile, target cdn): fills the ${VESNA_*} placeholders of the one nginx
# configuration from the environment, as scripts/topology/nginx.mjs does for `npm run topology`, leaving
# nginx's own $variables alone, then runs nginx in the foreground.
set -eu
names=$(env | sed -n 's/^\(VESNA_[A-Z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
envsubst "$names" </etc/nginx/vesna.conf.template >/etc/nginx/conf.d/vesna.conf
mkdir -p "$VESNA_CACHE_DIR" && chown www-data "$VESNA_CACHE_DIR"
exec nginx -g 'daemon off;'
