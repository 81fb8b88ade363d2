# Two commands do all set-up on a fresh machine: `make run` and `make test`.
# `make test` = ruff + the whole pytest suite headless, including the double-clickable app:
# it (re)builds dist/Tycoon when its sources changed and runs it frozen (tests/packaging).
# `make test FROZEN=0` leaves the frozen app out, for a quick run while working.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
FROZEN ?= 1

# Everything that shapes the frozen app. Folders are listed too, so deleting a file also counts
# as a change; the build is skipped when nothing here is newer than the last build.
EXE_SOURCES := build_exe.spec pyproject.toml \
	$(shell find game assets locales packaging -name __pycache__ -prune -o -print 2>/dev/null)
EXE_STAMP := build/exe.stamp
# Several people share one checkout: one build at a time (the frozen tests take the same lock
# while they copy dist/Tycoon, so they never copy a half-written folder).
LOCK := $(if $(shell command -v flock 2>/dev/null),flock build/exe.lock,)

# Where `make install-desktop` puts the app and its menu entry (XDG defaults).
XDG_DATA_HOME ?= $(HOME)/.local/share
APP_HOME ?= $(HOME)/.local/opt/Tycoon
DESKTOP_FILE := $(XDG_DATA_HOME)/applications/tycoon.desktop
ICON_SIZES := 16 24 32 48 64 128

.PHONY: run test lint exe frozen-test install-desktop uninstall-desktop icons bench league clean

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

ifeq ($(FROZEN),1)
test: lint exe
	$(HEADLESS) TYCOON_FROZEN=require $(PY) -m pytest -q
else
test: lint
	$(HEADLESS) TYCOON_FROZEN=skip $(PY) -m pytest -q
endif

exe: $(EXE_STAMP)

$(EXE_STAMP): $(EXE_SOURCES) $(VENV)/.installed-dev
	@mkdir -p build
	@echo "building dist/Tycoon (PyInstaller, niced)"
	@touch $@.next
	PYGAME_HIDE_SUPPORT_PROMPT=1 $(LOCK) nice -n 5 $(VENV)/bin/pyinstaller --noconfirm --log-level ERROR \
		--workpath build/pyinstaller --distpath dist build_exe.spec
	@mv $@.next $@
	@du -sh dist/Tycoon

frozen-test: exe
	$(HEADLESS) TYCOON_FROZEN=require $(PY) -m pytest -q tests/packaging

# Linux: copy the app to $(APP_HOME) and add it to the desktop's menu with our icon.
install-desktop: exe
	@mkdir -p build
	$(LOCK) sh -c 'rm -rf "$(APP_HOME)" && mkdir -p "$(dir $(APP_HOME))" && \
		cp -a dist/Tycoon "$(APP_HOME)"'
	@for size in $(ICON_SIZES); do \
		dir="$(XDG_DATA_HOME)/icons/hicolor/$${size}x$${size}/apps"; \
		mkdir -p "$$dir" && cp assets/icons/tycoon-$$size.png "$$dir/tycoon.png"; \
	done
	@mkdir -p "$(XDG_DATA_HOME)/icons/hicolor/256x256/apps" "$(dir $(DESKTOP_FILE))"
	cp assets/icons/tycoon.png "$(XDG_DATA_HOME)/icons/hicolor/256x256/apps/tycoon.png"
	sed 's|^Exec=.*|Exec="$(APP_HOME)/Tycoon"|' packaging/tycoon.desktop > "$(DESKTOP_FILE)"
	-@command -v update-desktop-database >/dev/null && \
		update-desktop-database -q "$(dir $(DESKTOP_FILE))"
	-@command -v gtk-update-icon-cache >/dev/null && \
		gtk-update-icon-cache -q -t "$(XDG_DATA_HOME)/icons/hicolor"
	@echo "Tycoon installed in $(APP_HOME); menu entry $(DESKTOP_FILE)"

# Removes the program and its menu entry; the player's saves, profiles and settings stay
# (docs/building.md says where they are, to remove them too).
uninstall-desktop:
	rm -rf "$(APP_HOME)" "$(DESKTOP_FILE)"
	rm -f $(foreach size,$(ICON_SIZES) 256,\
		"$(XDG_DATA_HOME)/icons/hicolor/$(size)x$(size)/apps/tycoon.png")

icons: $(VENV)/.installed-dev
	$(HEADLESS) $(PY) tools/make_icon.py

bench: $(VENV)/.installed-dev exe
	@set -e; for b in tools/bench_*.py; do \
		[ -e "$$b" ] || { echo "no benchmarks yet"; break; }; \
		echo "== $$b"; $(HEADLESS) $(PY) "$$b"; \
	done
	@echo "== tools/fuzz_rules.py: 10,000 Speedtycoon games, every invariant at every step (niced)"
	$(HEADLESS) $(PY) tools/fuzz_rules.py --game speedtycoon --games 10000

# Every level of GAME against three copies of each member of its league (tools/league/), 200
# games a pair on seeds 1001-1200 (never used for tuning), both cores at nice 10; resumable:
# build/league/GAME.jsonl keeps every game. LEAGUE_ARGS adds flags, e.g. "--levels hard".
GAME ?= tycoon
league: $(VENV)/.installed-dev
	$(PY) tools/league.py --game $(GAME) $(LEAGUE_ARGS)

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
