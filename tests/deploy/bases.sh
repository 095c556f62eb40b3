#!/bin/sh
# The two local base images the container test builds Parlour's image from (`make container-bases`), made from
# Debian's packages since no image registry is reachable from the project's machines:
#   localhost/parlour-python-base  Debian bookworm (minbase) with its python3 and venv: stands in for python:3.11-slim
#   localhost/parlour-node-base    Debian bookworm (minbase) with this machine's Node.js and npm: stands in for
#                                  node:20-slim (Debian's own nodejs, 18, is older than the web client's build needs)
# Each is made once; `podman rmi` one to make it again. Needs root, podman and debootstrap.
set -eu

MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PYTHON_BASE=localhost/parlour-python-base
NODE_BASE=localhost/parlour-node-base

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The certificate authorities this machine trusts beyond Debian's (a proxy of the network's own, say), so that pip
# and npm inside a build reach their registries as they do here; pip and Node read the system's list through
# PIP_CERT and NODE_EXTRA_CA_CERTS.
trust_this_machines_authorities() {
    root=$1
    if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
        cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
        chroot "$root" update-ca-certificates >/dev/null 2>&1
    fi
}

debian() {
    root=$1
    packages=$2
    debootstrap --variant=minbase --include="$packages" bookworm "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
        || { tail -20 "$work/debootstrap.log"; exit 1; }
    trust_this_machines_authorities "$root"
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
}

import_image() {
    root=$1
    name=$2
    tar -C "$root" -c . | podman import --quiet \
        --change 'ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt' \
        --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
        --change 'CMD ["/bin/bash"]' \
        - "$name" >/dev/null
}

if podman image exists "$PYTHON_BASE"; then
    echo "$PYTHON_BASE is there already"
else
    start=$(date +%s)
    debian "$work/python" python3,python3-venv,ca-certificates
    import_image "$work/python" "$PYTHON_BASE"
    echo "$PYTHON_BASE made in $(($(date +%s) - start)) s"
fi

if podman image exists "$NODE_BASE"; then
    echo "$NODE_BASE is there already"
else
    start=$(date +%s)
    node=$(command -v node)
    npm=$(readlink -f "$(command -v npm)")           # .../lib/node_modules/npm/bin/npm-cli.js
    npm_dir=$(dirname "$(dirname "$npm")")
    debian "$work/node" libstdc++6,ca-certificates
    cp "$node" "$work/node/usr/local/bin/node"
    mkdir -p "$work/node/usr/local/lib/node_modules"
    cp -a "$npm_dir" "$work/node/usr/local/lib/node_modules/npm"
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/node/usr/local/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/node/usr/local/bin/npx"
    chroot "$work/node" /usr/local/bin/node --version >/dev/null
    import_image "$work/node" "$NODE_BASE"
    echo "$NODE_BASE made in $(($(date +%s) - start)) s ($("$node" --version))"
fi
