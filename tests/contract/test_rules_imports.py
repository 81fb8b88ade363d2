"""Every rules package is layered, not held together by load order (issue 32): each of its
modules imports alone in a fresh interpreter, and none imports a module of its own package
inside a function (the usual way to hide an import cycle)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.games import GAMES

PACKAGES = sorted({entry.rules_module for entry in GAMES.values()})


def modules(package: str) -> list[str]:
    path = importlib.import_module(package).__path__
    return [package] + [f"{package}.{info.name}" for info in pkgutil.iter_modules(path)]


def inner_imports(package: str, name: str) -> list[str]:
    """`module:line` of every import of `package` inside a function of module `name`."""
    source = Path(importlib.import_module(name).__file__).read_text("utf-8")
    found = []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(function):
            imported = (node.module or "" if isinstance(node, ast.ImportFrom)
                        else " ".join(a.name for a in node.names)
                        if isinstance(node, ast.Import) else None)
            if imported is not None and package in imported:
                found.append(f"{name}:{node.lineno}")
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_no_rules_module_imports_its_own_package_inside_a_function(package):
    assert [hit for name in modules(package) for hit in inner_imports(package, name)] == []


@pytest.mark.parametrize("package", PACKAGES)
def test_every_rules_module_imports_alone_in_a_fresh_interpreter(package):
    names = modules(package)
    script = ("import importlib, subprocess, sys\n"
              "failed = []\n"
              "for name in sys.argv[1:]:\n"
              "    run = subprocess.run([sys.executable, '-c', f'import {name}'],\n"
              "                         capture_output=True, text=True)\n"
              "    if run.returncode:\n"
              "        failed.append(name + ': ' + run.stderr.strip().splitlines()[-1])\n"
              "print('\\n'.join(failed))\n")
    run = subprocess.run([sys.executable, "-c", script, *names], capture_output=True,
                         text=True, cwd=Path(__file__).resolve().parents[2], timeout=600)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "", run.stdout
