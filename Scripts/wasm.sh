#!/usr/bin/env bash
# Builds the core for WebAssembly with Embedded Swift, from the same sources as the normal
# build: CarouselKit and CarouselKitOnboarding as modules for wasm32-unknown-none-wasm, then one
# module per model from Web/Models (the entry points a web page calls), each specialising its
# model and linked alone with wasm-ld, so that the core cannot drift out of Embedded Swift.
#
#   Scripts/wasm.sh [OUTPUT_DIR]     (default: .build/wasm; a relative one is in the checkout)
#
# Prints each linked module's size, raw and gzipped, after binaryen's wasm-opt -Oz when it is
# installed. Needs Debian's wasi-libc (malloc, free and
# the maths functions) and libclang-rt-dev-wasm32 (compiler-rt's builtins); says what to install
# and exits 1 when either, or the toolchain's Embedded Swift support, is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/wasm}"
mkdir -p "$out"

libc=/usr/lib/wasm32-wasi/libc.a
builtins=$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | sort -V | tail -n 1 || true)
missing=()
[[ -f "$libc" ]] || missing+=(wasi-libc)
[[ -n "$builtins" ]] || missing+=(libclang-rt-dev-wasm32)
if ((${#missing[@]})); then
  echo "wasm.sh: missing ${missing[*]}: run 'apt-get install ${missing[*]}' (as root)" >&2
  exit 1
fi
swiftc=$(command -v swiftc || true)
if [[ -z "$swiftc" ]]; then
  echo "wasm.sh: no swiftc on PATH; install a Swift 6.3 toolchain from swift.org" >&2
  exit 1
fi
toolchain=$(dirname "$(dirname "$(realpath "$swiftc")")")
if [[ ! -d "$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm" ]]; then
  echo "wasm.sh: this Swift toolchain has no Embedded Swift standard library for wasm32" \
    "($toolchain/lib/swift/embedded/wasm32-unknown-none-wasm); use a swift.org toolchain" >&2
  exit 1
fi
# Unicode's tables, for the String comparisons that need them (parallax's keys, the onboarding
# reader's names); a module that does not use them links none of them.
unicode="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
wasm_ld="$toolchain/bin/wasm-ld"
[[ -x "$wasm_ld" ]] || wasm_ld=$(command -v wasm-ld || true)
if [[ -z "$wasm_ld" ]]; then
  echo "wasm.sh: no wasm-ld beside swiftc or on PATH" >&2
  exit 1
fi

# Binaryen's optimiser, when installed (Debian's binaryen), takes a tenth off each module; the
# modules work the same without it. The features are those wasm-ld's output uses.
wasm_opt=$(command -v wasm-opt || true)
wasm_features=(--enable-bulk-memory --enable-sign-ext --enable-mutable-globals
  --enable-nontrapping-float-to-int)
if [[ -z "$wasm_opt" ]]; then
  echo "wasm.sh: no wasm-opt: the modules are not size-optimised ('apt-get install binaryen')" >&2
fi

flags=(
  -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -enable-experimental-feature Extern -wmo -parse-as-library -Osize
  -Xfrontend -disable-stack-protector -package-name carouselkit -I "$out"
)

# The library modules: their interfaces for the models, and the non-generic code.
build_module() { # name, sources…
  local name=$1
  shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module \
    -emit-module-path "$out/$name.swiftmodule" -c "$@" -o "$out/$name.o"
}
build_module CarouselKit $(find Sources/CarouselKit -name '*.swift' -not -path '*.docc/*' | sort)
build_module CarouselKitOnboarding $(find Sources/CarouselKitOnboarding -name '*.swift' -not -path '*.docc/*' | sort)
build_module ParadeDemo $(find Sources/ParadeDemo -name '*.swift' -not -path '*.docc/*' | sort)

# Links `name`.wasm from objects, exporting the entry points (`@_cdecl` names) of `sources` that
# are compiled in (an `#if` leaves some out), then shrinks it and prints its size.
link() { # name, "sources…", objects and libraries…
  local name=$1 sources=$2
  shift 2
  local exports
  # shellcheck disable=SC2086
  exports=$(sed -n 's/^ *@_cdecl("\([a-z][a-z_]*\)")$/--export-if-defined=\1/p' $sources)
  # shellcheck disable=SC2086
  "$wasm_ld" --no-entry --gc-sections --strip-all $exports -o "$out/$name.wasm" \
    "$@" "$unicode" "$libc" "$builtins"
  if [[ -n "$wasm_opt" ]]; then
    "$wasm_opt" -Oz --converge --low-memory-unused --zero-filled-memory "${wasm_features[@]}" \
      "$out/$name.wasm" -o "$out/$name.wasm"
  fi
  local raw gz
  raw=$(wc -c <"$out/$name.wasm")
  gz=$(gzip -9c "$out/$name.wasm" | wc -c)
  printf '%-16s %8d bytes, %7d gzipped  (%s)\n' "$name" "$raw" "$gz" "$out/$name.wasm"
}

# One module per model, what a live page runs: its entry points, with what every model shares.
link_model() { # model, libraries…
  local model=$1
  shift
  local sources="Web/Models/$model.swift Web/Models/Support.swift Web/Runtime.swift"
  # The carousel draws `custom` as the command does: its flip3D layout.
  [[ $model == Carousel ]] && sources+=" Sources/CarouselCommand/Running/CustomLayout.swift"
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "${model}Web" -D "WEB_$(tr '[:lower:]' '[:upper:]' <<<"$model")" \
    -c $sources -o "$out/$model-web.o"
  link "$model" "$sources" "$out/$model-web.o" "$@"
}
link_model Carousel "$out/CarouselKit.o"
link_model Pages "$out/CarouselKit.o"
link_model Walkthrough "$out/CarouselKit.o"
link_model Parallax "$out/ParadeDemo.o" "$out/CarouselKit.o"
link_model Onboarding "$out/CarouselKitOnboarding.o" "$out/CarouselKit.o"

# The scripted runs a page's `play(options)` plays: the command's own runs and JSON (the files
# below, unchanged), driven by CarouselKitTesting's gesture scripts and clock, one module per
# subcommand (`simulate`, `pages`, `walkthrough`, `parallax`), loaded only when a page plays.
testing=Sources/CarouselKitTesting
build_module CarouselKitTesting "$testing/GestureScript.swift" "$testing/FrameSchedule.swift" \
  "$testing/ManualFrameClock.swift" "$testing/Formatting.swift" "$testing/SplitMix64.swift"
command=Sources/CarouselCommand
# shellcheck disable=SC2046
swiftc "${flags[@]}" -module-name WebPlay -D WEB_PLAY -c Web/Play/*.swift Web/Runtime.swift \
  $(printf "$command/%s.swift " Output/JSONWriter Running/ScriptedRun Running/CustomLayout \
    Running/NumberedItems Running/NumberedPages Running/RunDelegate Running/CarouselRun \
    Running/RunAutoplay \
    Running/CarouselReport Subcommands/Pages/PagesRun Subcommands/Pages/PagesReport \
    Subcommands/Walkthrough/WalkthroughRun Subcommands/Walkthrough/WalkthroughReport \
    Subcommands/Parallax/ParallaxRun Subcommands/Parallax/ParallaxReport) \
  -o "$out/play.o"
for model in Carousel Pages Walkthrough Parallax; do
  link "${model}Play" "Web/Play/$model.swift Web/Play/Input.swift" "$out/play.o" \
    "$out/CarouselKitTesting.o" "$out/ParadeDemo.o" "$out/CarouselKitOnboarding.o" \
    "$out/CarouselKit.o"
done
