#!/usr/bin/env bash
# Builds the core for WebAssembly with Embedded Swift, from the same sources as the normal
# build: CarouselKit and CarouselKitOnboarding as modules for wasm32-unknown-none-wasm, then one
# module per model from Web/Models (the entry points a web page calls), each specialising its
# model and linked alone with wasm-ld, so that the core cannot drift out of Embedded Swift.
#
#   Scripts/wasm.sh [OUTPUT_DIR]     (default: .build/wasm; a relative one is in the checkout)
#
# Prints each linked module's size, raw and gzipped. Needs Debian's wasi-libc (malloc, free and
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
build_module CarouselKit $(find Sources/CarouselKit -name '*.swift' | sort)
build_module CarouselKitOnboarding $(find Sources/CarouselKitOnboarding -name '*.swift' | sort)

# One module per model: its entry points, with what every model shares.
link_model() { # model, libraries…
  local model=$1
  shift
  local source="Web/Models/$model.swift"
  swiftc "${flags[@]}" -module-name "${model}Web" -c "$source" Web/Models/Support.swift \
    -o "$out/$model-web.o"
  local exports
  exports=$(sed -n 's/^@_cdecl("\([a-z][a-z_]*\)")$/--export=\1/p' "$source" Web/Models/Support.swift)
  # shellcheck disable=SC2086
  "$wasm_ld" --no-entry --gc-sections --strip-all $exports -o "$out/$model.wasm" \
    "$out/$model-web.o" "$@" "$unicode" "$libc" "$builtins"
  local raw gz
  raw=$(wc -c <"$out/$model.wasm")
  gz=$(gzip -9c "$out/$model.wasm" | wc -c)
  printf '%-12s %8d bytes, %7d gzipped  (%s)\n' "$model" "$raw" "$gz" "$out/$model.wasm"
}
link_model Carousel "$out/CarouselKit.o"
link_model Pages "$out/CarouselKit.o"
link_model Walkthrough "$out/CarouselKit.o"
link_model Parallax "$out/CarouselKit.o"
link_model Onboarding "$out/CarouselKitOnboarding.o" "$out/CarouselKit.o"
