# Multi-stage build: compile and test in the builder, run as a non-root user in a slim image.
FROM rust:1-slim-bookworm AS builder
WORKDIR /src
COPY . .
RUN cargo test --workspace --release --locked \
 && cargo build --profile dist --locked -p hexcourier

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --uid 10001 hexcourier \
 && mkdir -p /data && chown hexcourier /data
COPY --from=builder /src/target/dist/hexcourier /usr/local/bin/hexcourier
# Variant data is built into the binary; a copy is shipped for `hexcourier check /app/data`.
COPY --from=builder /src/data /app/data
USER hexcourier
ENV HEXCOURIER_DATA=/data
# The web pages, /metrics, /healthz and /readyz (README, "Web").
ENV HEXCOURIER_WEB_LISTEN=0.0.0.0:8080
EXPOSE 8080
VOLUME ["/data"]
ENTRYPOINT ["/usr/local/bin/hexcourier"]
