# The two commands of the quick start: `make run` and `make test`. Everything else is what they need.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
WEB_STAMP := web/node_modules/.installed
BUILD := src/parlour/static/build/index.html
WEB_SOURCES := $(shell find web/src web/scripts web/index.html web/package.json web/vite.config.ts web/tsconfig.json -type f 2>/dev/null)
CHROMIUM := /usr/bin/chromium

.PHONY: run test lint webtest pytest setup web browser bench clean

run: setup web
	$(BIN)/parlour serve

test: setup web browser lint webtest pytest

lint: setup
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy

webtest: $(WEB_STAMP)
	cd web && npm run typecheck && npm test

pytest: setup web browser
	$(BIN)/pytest

setup: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -c requirements.lock -e '.[dev]'
	touch $(STAMP)

web: $(BUILD)

$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $(WEB_STAMP)

$(BUILD): $(WEB_STAMP) $(WEB_SOURCES)
	cd web && npm run build

# The browser tests drive Debian's Chromium (browser downloads are impossible here): install it when missing.
browser: $(CHROMIUM)

$(CHROMIUM):
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium

bench: setup
	$(BIN)/python bench/scaling.py

clean:
	rm -rf $(VENV) web/node_modules src/parlour/static/build .pytest_cache .mypy_cache .ruff_cache .hypothesis
