#!/usr/bin/env bash
# Builds the DocC documentation of the three library modules with the toolchain alone: the
# modules are built, their symbol graphs extracted, each catalog (Sources/<Module>/<Module>.docc)
# converted, and the three archives merged into one static site, .build/docs/site. CarouselKit
# comes first; CarouselKitTesting and CarouselKitOnboarding link to its symbols as
# ``/CarouselKit/Symbol``. Fails on any DocC warning and on any public symbol without a doc
# comment. Serve the site with any static file server, for example
#   python3 -m http.server -d .build/docs/site 8000
# and open http://localhost:8000/documentation/carouselkit.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs
modules=(CarouselKit CarouselKitTesting CarouselKitOnboarding)

# docc and swift-symbolgraph-extract sit beside swift in a toolchain (xcrun finds them on macOS).
tool() {
  local name=$1 swift_dir
  swift_dir=$(dirname "$(readlink -f "$(command -v swift)")")
  if command -v "$name" >/dev/null; then
    command -v "$name"
  elif [[ -x "$swift_dir/$name" ]]; then
    echo "$swift_dir/$name"
  elif command -v xcrun >/dev/null && xcrun --find "$name" >/dev/null 2>&1; then
    xcrun --find "$name"
  else
    echo "docs: $name is not in this toolchain (docs.sh needs Swift 6.0 or later)" >&2
    exit 1
  fi
}
docc=$(tool docc)
extract=$(tool swift-symbolgraph-extract)

echo "== building ${modules[*]}"
for module in CarouselKitTesting CarouselKitOnboarding; do
  swift build --target "$module"
done
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)
# On macOS the symbol graphs are read against the SDK the modules were built with.
sdk=()
if [[ $(uname) == Darwin ]]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

rm -rf "$out"
mkdir -p "$out/archives"
warnings=0
for module in "${modules[@]}"; do
  graphs="$out/symbol-graphs/$module"
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -I "$bin/Modules" -I "$bin" -target "$triple" ${sdk[@]+"${sdk[@]}"} \
    -minimum-access-level public -output-dir "$graphs"
  dependency=()
  [[ $module != CarouselKit ]] && dependency=(--dependency "$out/archives/CarouselKit.doccarchive")
  log="$out/$module.log"
  echo "== docc convert $module"
  "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-path "$out/archives/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" --enable-experimental-external-link-support \
    ${dependency[@]+"${dependency[@]}"} >"$log" 2>&1 || { cat "$log"; echo "docs: docc convert $module failed" >&2; exit 1; }
  count=$(grep -c "^warning:" "$log" || true)
  if ((count)); then
    grep -v "^Finished\|^Generated\|^$" "$log"
    echo "docs: $module has $count warnings (above)" >&2
  fi
  warnings=$((warnings + count))
done

echo "== public symbols without a doc comment"
coverage=0
swift Scripts/doc-coverage.swift "$out"/symbol-graphs/* || coverage=1

echo "== docc merge"
archives=()
for module in "${modules[@]}"; do archives+=("$out/archives/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --output-path "$out/site" \
  --synthesized-landing-page-name CarouselKit --synthesized-landing-page-kind Package >"$out/merge.log" 2>&1 \
  || { cat "$out/merge.log"; echo "docs: docc merge failed" >&2; exit 1; }

if ((warnings || coverage)); then
  echo "docs: $warnings warnings; fix them (and document every public symbol)" >&2
  exit 1
fi
echo "docs: 0 warnings; the site is $out/site (serve it, then open /documentation/carouselkit)"
