# syntax=docker/dockerfile:1
# PlanesForge production image: the `planesforge` binary and the built book
# (every language of api/locales/) on Debian bookworm, running as an unprivileged user.
#
#   docker build -t planesforge .
#   docker run -p 8080:8080 -v planesforge-data:/var/lib/planesforge planesforge
#
# Without DATABASE_URL the data is an SQLite file in the volume
# /var/lib/planesforge; docker-compose.yml runs it on PostgreSQL instead.
# scripts/checks/compose.py checks this file in the test script.

ARG RUST_IMAGE=rust:1.95-bookworm

# ---------------------------------------------------------------- binary
FROM ${RUST_IMAGE} AS builder
WORKDIR /src
# The whole workspace (tests/ is a member, so its manifest must be there);
# .dockerignore keeps target/, .git and the built book out of the context.
COPY Cargo.toml Cargo.lock ./
COPY engine engine
COPY api api
COPY tests tests
COPY migrations migrations
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p planesforge-api --bin planesforge \
    && install -D -m 0755 target/release/planesforge /out/planesforge

# ---------------------------------------------------------------- book
# The same build as scripts/book/build.sh (one mdBook per language, pinned
# version), without the HTML checks: the test script runs those.
FROM ${RUST_IMAGE} AS book
ARG MDBOOK_VERSION=0.5.4
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    cargo install --locked mdbook --version "${MDBOOK_VERSION}"
WORKDIR /src
COPY scripts/book/build.sh scripts/book/theme.sh scripts/book/
COPY scripts/lib/languages.sh scripts/lib/languages.sh
# The languages are the folders of api/locales/ (their language.ftl names
# each in the picker).
COPY api/locales api/locales
COPY book book
RUN bash scripts/book/build.sh --build-only

# ---------------------------------------------------------------- runtime
FROM debian:bookworm-slim AS runtime
# SQLite, the PostgreSQL client and the TLS roots for webhooks are built
# into the binary: the image needs no extra packages. bash (already in the
# base image) runs the health check.
RUN groupadd --system --gid 10001 planesforge \
    && useradd --system --uid 10001 --gid planesforge --home-dir /var/lib/planesforge \
       --no-create-home --shell /usr/sbin/nologin planesforge \
    && install -d -o planesforge -g planesforge -m 0750 /var/lib/planesforge
COPY --from=builder /out/planesforge /usr/local/bin/planesforge
COPY --from=book /src/book/build /usr/share/planesforge/book
COPY --chmod=0755 scripts/lib/healthcheck.sh /usr/local/bin/planesforge-healthcheck
ENV PLANESFORGE_BIND=0.0.0.0:8080 \
    PLANESFORGE_BOOK_DIR=/usr/share/planesforge/book \
    DATABASE_URL=/var/lib/planesforge/planesforge.db \
    RUST_LOG=info
WORKDIR /var/lib/planesforge
VOLUME ["/var/lib/planesforge"]
USER planesforge:planesforge
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["/usr/local/bin/planesforge-healthcheck"]
ENTRYPOINT ["/usr/local/bin/planesforge"]
CMD ["serve"]
