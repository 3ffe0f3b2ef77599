#!/usr/bin/env bash
# Builds a libFuzzer harness with AddressSanitizer and runs it.
#
#   Scripts/fuzz.sh HARNESS [SECONDS] [libFuzzer options…]
#
# HARNESS is carousel, engine, command, pages, walkthrough, parallax or onboarding (Fuzz/Harnesses/*Fuzzer.swift); SECONDS defaults to 60
# (0: no limit). The target for each harness: 600 (ten minutes) with no crash, leak or hang.
# The committed seed corpus (Fuzz/Corpus/HARNESS) is read; new inputs go to
# .build/fuzz/corpus/HARNESS, crashes to .build/fuzz/artifacts/HARNESS. Turn every crash into a
# regression test (Tests/CarouselKitTests/Engine/ScrollEngineHardeningTests.swift or Carousel/CarouselHardeningTests.swift), then re-run the crash
# file alone to confirm the fix: Scripts/fuzz.sh HARNESS 0 .build/fuzz/artifacts/HARNESS/crash-…
#
# Needs a Swift toolchain whose swiftc accepts -sanitize=fuzzer (Linux toolchains do).
set -euo pipefail
cd "$(dirname "$0")/.."
# libFuzzer and AddressSanitizer print the stack of a crash; Swift's own backtracer would start
# a second, slow report (and linger) for every crash the fuzzer hits.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

harness="${1:?usage: Scripts/fuzz.sh carousel|engine|command|pages|walkthrough|parallax|onboarding [SECONDS] [libFuzzer options]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : 1 ))

case "$harness" in
  carousel) main=CarouselFuzzer.swift ;;
  engine) main=ScrollEngineFuzzer.swift ;;
  command) main=CommandLineFuzzer.swift ;;
  pages) main=PagesFuzzer.swift ;;
  walkthrough) main=WalkthroughFuzzer.swift ;;
  parallax) main=ParallaxFuzzer.swift ;;
  onboarding) main=OnboardingFuzzer.swift ;;
  *) echo "fuzz.sh: unknown harness '$harness'; expected carousel, engine, command, pages, walkthrough, parallax or onboarding" >&2; exit 2 ;;
esac

out=.build/fuzz
modules="$out/modules"
mkdir -p "$modules" "$out/corpus/$harness" "$out/artifacts/$harness" "Fuzz/Corpus/$harness"
# Everything is instrumented for coverage and ASan; static libraries are not linked, so only
# the harness gets libFuzzer's main. One package name, as SwiftPM gives, for `package` access.
flags=(-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library -package-name CarouselKit)

# Rebuilds a module when any of its sources is newer than its archive.
build_module() {
  local name="$1"; shift
  local archive="$out/lib$name.a"
  local sources=("$@")
  if [[ -f "$archive" ]] && [[ -z "$(find "${sources[@]}" -newer "$archive" 2>/dev/null | head -1)" ]]; then
    return
  fi
  echo "fuzz.sh: building $name" >&2
  swiftc "${flags[@]}" -module-name "$name" -I "$modules" -emit-module -emit-module-path "$modules/$name.swiftmodule" \
    -emit-library -static -o "$archive" ${TESTABLE:+-enable-testing} "${sources[@]}"
}

mapfile -t kit < <(find Sources/CarouselKit -name '*.swift' -not -path '*.docc/*' | sort)
build_module CarouselKit "${kit[@]}"
libraries=("$out/libCarouselKit.a")

if [[ "$harness" == onboarding || "$harness" == command ]]; then
  mapfile -t onboarding < <(find Sources/CarouselKitOnboarding -name '*.swift' -not -path '*.docc/*' | sort)
  build_module CarouselKitOnboarding "${onboarding[@]}"
  libraries=("$out/libCarouselKitOnboarding.a" "$out/libCarouselKit.a")
fi

if [[ "$harness" == command ]]; then
  mapfile -t testing < <(find Sources/CarouselKitTesting -name '*.swift' -not -path '*.docc/*' | sort)
  build_module CarouselKitTesting "${testing[@]}"
  # The allocation counter interposes malloc, as ASan does: build it without interposing.
  clang -c -O1 -DCAROUSEL_NO_INTERPOSE -I Sources/CAllocationCounter/include \
    Sources/CAllocationCounter/AllocationCounter.c -o "$out/AllocationCounter.o"
  printf 'module CAllocationCounter {\n  header "%s"\n  export *\n}\n' \
    "$PWD/Sources/CAllocationCounter/include/AllocationCounter.h" > "$modules/module.modulemap"
  mapfile -t parade < <(find Sources/ParadeDemo -name '*.swift' -not -path '*.docc/*' | sort)
  build_module ParadeDemo "${parade[@]}"
  mapfile -t command < <(find Sources/CarouselCommand -name '*.swift' -not -path '*.docc/*' | sort)
  TESTABLE=1 build_module CarouselCommand "${command[@]}"
  # Archives are searched left to right: users before what they use.
  libraries=("$out/libCarouselCommand.a" "$out/libParadeDemo.a" "$out/libCarouselKitTesting.a" "$out/libCarouselKitOnboarding.a" "$out/libCarouselKit.a" "$out/AllocationCounter.o")
fi

binary="$out/$harness-fuzzer"
echo "fuzz.sh: linking $binary" >&2
swiftc "${flags[@]}" -I "$modules" \
  Fuzz/Harnesses/FuzzInput.swift "Fuzz/Harnesses/$main" "${libraries[@]}" -o "$binary"

if [[ $# -gt 0 && -f "${1:-}" ]]; then
  SWIFT_BACKTRACE=enable=no exec "$binary" "$@"  # reproduce one input
fi
export SWIFT_BACKTRACE=enable=no  # ASan reports crashes; the Swift backtracer would fight it
# Specs are text: the onboarding harness gets room for a whole small flow.
max_len=1024
[[ "$harness" == onboarding ]] && max_len=8192
exec "$binary" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len="$max_len" \
  -artifact_prefix="$out/artifacts/$harness/" -print_final_stats=1 "$@" \
  "$out/corpus/$harness" "Fuzz/Corpus/$harness"
