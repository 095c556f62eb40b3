# The two commands of the quick start: `make run` and `make test`. Everything else is what they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
WEB_STAMP := web/node_modules/.installed
BUILD := src/parlour/static/build/index.html
WEB_SOURCES := $(shell find web/src web/scripts web/index.html web/package.json web/vite.config.ts web/tsconfig.json -type f 2>/dev/null)
CHROMIUM := /usr/bin/chromium
HEADLESS_SHELL := /usr/lib/chromium/chromium-headless-shell
# Setting up prints one line a step; what the tools say goes to a log of the step's own (steps run side by side),
# shown only when the step fails.
quietly = { $(1); } >.setup-$(3).log 2>&1 || { cat .setup-$(3).log; echo "make: '$(2)' failed; its output is above and in .setup-$(3).log"; exit 1; }
# `make run PORT=9000`: another port (PARLOUR_PORT works too).
PORT ?=

.PHONY: run test lint webtest pytest setup web browser bench clean

run: setup web
	@PARLOUR_LOG_LEVEL=$${PARLOUR_LOG_LEVEL:-warning} $(BIN)/parlour serve $(if $(PORT),--port $(PORT))

# Side by side: the Python and web set-ups, then lint and the client's checks beside pytest (most of the time: its
# browser tests leave the cores idle at moments); each line of output stays whole.
test:
	@$(MAKE) --no-print-directory -j4 --output-sync=line lint webtest pytest

lint: setup
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo

webtest: $(WEB_STAMP)
	cd web && npm run typecheck && npm test

pytest: setup web browser proxies
	$(BIN)/pytest

setup: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	@echo "Setting up Python in $(VENV) (the first time: about a minute)"
	@$(call quietly,$(PYTHON) -m venv $(VENV) && $(BIN)/pip install --upgrade pip && $(BIN)/pip install -c requirements.lock -e '.[dev]',Python setup,python)
	@touch $(STAMP)

web: $(BUILD)

$(WEB_STAMP): web/package.json web/package-lock.json
	@echo "Installing the web client's packages in web/node_modules"
	@$(call quietly,cd web && npm ci --no-audit --no-fund,npm ci,npm)
	@touch $(WEB_STAMP)

$(BUILD): $(WEB_STAMP) $(WEB_SOURCES)
	@echo "Building the web client"
	@$(call quietly,cd web && npm run build,npm run build,build)

# The browser tests drive Debian's Chromium (browser downloads are impossible here): its headless shell for most
# of them (lighter on the CPU), the full browser for one; install them when missing.
browser: $(CHROMIUM) $(HEADLESS_SHELL)

# One rule for both (grouped: make runs it once), so that two apt-gets never race for its lock.
$(CHROMIUM) $(HEADLESS_SHELL) &:
	@echo "Installing Debian's Chromium and its headless shell for the browser tests"
	@$(call quietly,apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell,apt-get install chromium chromium-headless-shell,chromium)

bench: setup
	$(BIN)/python bench/scaling.py

clean:
	rm -rf $(VENV) .setup-*.log web/node_modules src/parlour/static/build .pytest_cache .mypy_cache .ruff_cache .hypothesis .import_linter_cache .grimp_cache

# The proxies of docs/deploy.md (tests/deploy/test_proxies.py, in `make test`): Debian's nginx and Caddy.
PROXIES := /usr/sbin/nginx /usr/bin/caddy

proxies: $(PROXIES)

# After Chromium's (order only): two apt-gets never race for its lock.
$(PROXIES) &: | $(CHROMIUM) $(HEADLESS_SHELL)
	@echo "Installing Debian's nginx and Caddy for the proxy tests"
	@$(call quietly,apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx caddy,apt-get install nginx caddy,proxies)

# The container image of docs/deploy.md, tested for real (`make deploy-test`, kept out of `make test`: building the
# image takes minutes). No image registry is reachable here, so the image builds from two local bases made from
# Debian's packages (tests/deploy/bases.sh).
CONTAINER_TOOLS := /usr/bin/podman /usr/sbin/debootstrap

.PHONY: proxies container-bases deploy-test

container-bases: $(CONTAINER_TOOLS)
	@sh tests/deploy/bases.sh

$(CONTAINER_TOOLS) &: | $(PROXIES)
	@echo "Installing Debian's podman and debootstrap for the container image's test"
	@$(call quietly,apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman debootstrap,apt-get install podman debootstrap,container-tools)

deploy-test: setup web proxies container-bases
	$(BIN)/pytest -m "container or proxy" tests/deploy -n0
