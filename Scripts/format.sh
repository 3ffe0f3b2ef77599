#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format (.swift-format), then
# checks them the way CI does. `Scripts/format.sh --check` only checks.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests Examples Fuzz Web)
if [[ "${1:-}" != "--check" ]]; then
  swift format format --in-place --recursive --parallel "${paths[@]}"
fi
swift format lint --strict --recursive --parallel "${paths[@]}"
