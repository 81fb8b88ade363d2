# Two commands do all set-up on a fresh machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: run test lint bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed-run: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@ $(VENV)/.installed-run

run: $(VENV)/.installed-run
	$(PY) -m game $(ARGS)

lint: $(VENV)/.installed-dev
	$(VENV)/bin/ruff check .

test: lint
	$(HEADLESS) $(PY) -m pytest -q

bench: $(VENV)/.installed-dev
	@set -e; for b in tools/bench_*.py; do \
		[ -e "$$b" ] || { echo "no benchmarks yet"; break; }; \
		echo "== $$b"; $(HEADLESS) $(PY) "$$b"; \
	done

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
