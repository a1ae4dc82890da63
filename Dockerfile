# syntax=docker/dockerfile:1
# Home Assistant add-on image for signalk-assist.
#
# The Supervisor builds this on the user's device (docker buildx, one platform: amd64 or arm64)
# with the repository root as context, passing BUILD_VERSION and BUILD_ARCH. Without a build.yaml
# it does not pass BUILD_FROM, so the default below is the base image: Home Assistant's multi-arch
# Alpine base (s6-overlay, bashio, curl, jq), pinned to Alpine 3.24 of the 2026.06.1 release.
ARG BUILD_FROM=ghcr.io/home-assistant/base:3.24-2026.06.1

# ---------------------------------------------------------------------------------------------
# Build stage: full dependencies, TypeScript compiled to dist/ and bundled with its production
# dependencies into bundle/ (scripts/bundle.mjs): the one program the image runs.
FROM ${BUILD_FROM} AS build

RUN apk add --no-cache nodejs npm

WORKDIR /src
COPY package.json package-lock.json ./
# --ignore-scripts: the "prepare" script builds, and the sources are not copied yet. (esbuild's
# binary comes in its platform package, @esbuild/linux-*, without an install script.)
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/bundle.mjs ./scripts/bundle.mjs
COPY src ./src
RUN npm run build

# ---------------------------------------------------------------------------------------------
# Production stage: Node from Alpine's packages, the bundle and the entry script. No npm, no
# node_modules, no TypeScript, no sources.
FROM ${BUILD_FROM}

ARG BUILD_FROM
ARG BUILD_VERSION=0.1.0
ARG BUILD_ARCH=amd64

# package.json asks for Node >= 22 (the bundle targets it): refuse to build on a base whose Alpine
# has an older one. The tests run on Node 24 LTS and check the bundle's start on 22.
RUN apk add --no-cache nodejs \
    && node -e 'if (Number(process.versions.node.split(".")[0]) < 22) { console.error("Node " + process.versions.node + " is too old: signalk-assist needs 22 or newer"); process.exit(1); }'

WORKDIR /app
COPY --from=build /src/bundle ./bundle
COPY addon/rootfs/ /
RUN chmod a+x /run.sh

# run.sh's memory-saving node flags must exist in this base's Node: an unknown V8 flag stops node at
# start ("bad option"). Checked at build time, with the flags read from run.sh itself. (run.sh's
# MALLOC_ variables are glibc's; musl, Alpine's C library, ignores them.)
RUN flags="$(sed -n 's/^exec node \(.*\) "\${app_dir}.*$/\1/p' /run.sh)" \
    && test -n "$flags" \
    && node $flags -e 0

ENV NODE_ENV=production

# /health answers without a token while the HTTP server runs. This is the add-on's health check (the
# add-on linter refuses config.yaml's obsolete `watchdog` key): the Supervisor restarts an unhealthy
# add-on when the Watchdog switch on its Info tab is on. Inside the container, so it works whether or
# not the MCP port is published.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD curl --fail --silent --show-error --max-time 4 "http://127.0.0.1:${MCP_PORT:-8765}/health" > /dev/null || exit 1

LABEL \
    io.hass.name="SignalK Assist" \
    io.hass.description="Ask your boat out loud: answers from SignalK in Assist, as sensors and over MCP" \
    io.hass.arch="${BUILD_ARCH}" \
    io.hass.type="app" \
    io.hass.version="${BUILD_VERSION}" \
    io.hass.url="https://github.com/signalk-assist/signalk-assist" \
    org.opencontainers.image.title="SignalK Assist" \
    org.opencontainers.image.description="Home Assistant add-on: answers questions about a boat from its SignalK server over MCP, Assist and entities" \
    org.opencontainers.image.version="${BUILD_VERSION}" \
    org.opencontainers.image.source="https://github.com/signalk-assist/signalk-assist" \
    org.opencontainers.image.url="https://github.com/signalk-assist/signalk-assist" \
    org.opencontainers.image.documentation="https://github.com/signalk-assist/signalk-assist/blob/main/DOCS.md" \
    org.opencontainers.image.licenses="MIT" \
    org.opencontainers.image.base.name="${BUILD_FROM}"

# The base image's ENTRYPOINT is s6-overlay's /init; it runs this and stops the container with
# its exit code. See addon/rootfs/run.sh for the command line it executes.
CMD ["/run.sh"]
