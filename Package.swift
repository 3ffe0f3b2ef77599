// swift-tools-version: 6.0
//
// CarouselKit: the model behind carousels, pagers and onboarding flows, with no UI toolkit inside.
//
// Conditional compilation flags this package recognises:
//
//   swift build -Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS
//
// CAROUSELKIT_INTERNAL_CHECKS: verify the scroll engine's invariants after every mutation, and
// the carousel's (offset, current index, view slots and pools, the laid-out frame) after every
// public entry point and every layout. CI runs the model's tests in such a build:
//
//   swift test --scratch-path .build-checks -Xswiftc -DCAROUSELKIT_INTERNAL_CHECKS \
//     --filter CarouselKitTests
//
// Voids the documented complexity guarantees; never enable it in production.

import PackageDescription

let package = Package(
  name: "CarouselKit",
  products: [
    .library(name: "CarouselKit", targets: ["CarouselKit"]),
    .library(name: "CarouselKitTesting", targets: ["CarouselKitTesting"]),
    .library(name: "CarouselKitOnboarding", targets: ["CarouselKitOnboarding"]),
    .executable(name: "carousel", targets: ["carousel"]),
  ],
  dependencies: [],
  targets: [
    // The model: standard library and the platform C library only.
    .target(name: "CarouselKit"),
    // Manual frame clock, gesture scripts and an event recorder; imports no test framework.
    .target(name: "CarouselKitTesting", dependencies: ["CarouselKit"]),
    // SlidingCarousel's onboarding specs: a JSON reader with locations, validation, the conductor.
    .target(name: "CarouselKitOnboarding", dependencies: ["CarouselKit"]),
    // A counting allocator for `carousel bench` (glibc only; elsewhere it reports "not measured").
    .target(name: "CAllocationCounter"),
    // The `carousel` command's logic, kept in a library so tests can run it in-process.
    .target(
      name: "CarouselCommand",
      dependencies: [
        "CarouselKit", "CarouselKitTesting", "CarouselKitOnboarding", "CAllocationCounter",
        "ParadeDemo",
      ]),
    .executableTarget(name: "carousel", dependencies: ["CarouselCommand"]),
    // Host programs to copy from (Examples/README.md); the tests run them.
    .executableTarget(
      name: "DisplayLinkLoop", dependencies: ["CarouselKit"], path: "Examples/DisplayLinkLoop"),
    .executableTarget(
      name: "ArrayCarousel", dependencies: ["CarouselKit"], path: "Examples/ArrayCarousel"),
    .executableTarget(
      name: "TabbedPager", dependencies: ["CarouselKit"], path: "Examples/TabbedPager"),
    .executableTarget(
      name: "WalkthroughHost", dependencies: ["CarouselKit"], path: "Examples/WalkthroughHost"),
    // Parade's demo scene, shared by `carousel parallax` and the ParallaxHost example.
    .target(name: "ParadeDemo", dependencies: ["CarouselKit"]),
    .executableTarget(
      name: "ParallaxHost", dependencies: ["CarouselKit", "ParadeDemo"],
      path: "Examples/ParallaxHost"),
    .executableTarget(
      name: "OnboardingHost", dependencies: ["CarouselKit", "CarouselKitOnboarding"],
      path: "Examples/OnboardingHost", exclude: ["flow.json", "image-sizes.json"]),

    // The invariant suites' seeded sessions: which seeds (one pair of environment variables for
    // every suite), a replay of one, and where two runs differ; and the exit tests' check of the
    // message a child stopped with.
    .target(name: "SoakSupport", path: "Tests/SoakSupport"),
    .testTarget(
      name: "CarouselKitTests",
      dependencies: ["CarouselKit", "CarouselKitTesting", "CarouselKitOnboarding", "SoakSupport"]),
    .testTarget(
      name: "CarouselKitTestingTests", dependencies: ["CarouselKit", "CarouselKitTesting"]),
    .testTarget(
      name: "CarouselKitOnboardingTests",
      dependencies: ["CarouselKit", "CarouselKitOnboarding", "CarouselKitTesting", "SoakSupport"]),
    .testTarget(name: "CarouselCommandTests", dependencies: ["CarouselCommand"]),
  ],
  swiftLanguageModes: [.v6]
)
