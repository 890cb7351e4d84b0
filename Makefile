# Two commands matter (see README): `make run` and `make test`. Both create .venv when needed.
SHELL := /bin/bash
VENV := .venv
BIN := $(VENV)/bin
# pyenv picks 3.12 from .python-version; elsewhere the first python3.12+ found is used.
PYTHON ?= $(shell for p in python3 python3.13 python3.12; do \
	command -v $$p >/dev/null && $$p -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null \
	&& { echo $$p; break; }; done)

.PHONY: run test lint format bench clean

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "Python 3.12 or newer is needed (python3.12 / python3.13 not found)."; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.run-installed: requirements.lock | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements.lock
	touch $@

$(VENV)/.dev-installed: requirements-dev.lock | $(BIN)/python
	$(BIN)/python -m pip install --quiet -r requirements-dev.lock
	touch $@ $(VENV)/.run-installed

run: $(VENV)/.run-installed
	$(BIN)/python -m config.launcher run

test: $(VENV)/.dev-installed
	$(BIN)/python -m config.launcher test

lint: $(VENV)/.dev-installed
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy && $(BIN)/lint-imports --no-cache \
		&& $(BIN)/vulture

format: $(VENV)/.dev-installed
	$(BIN)/ruff format . && $(BIN)/ruff check --fix .

bench: $(VENV)/.dev-installed
	$(BIN)/python bench/engines.py

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache .import_linter_cache
