// The platform C library's maths functions for the conductor, reached without Foundation.
//
// Top-level C functions are visible only in files that import the C module, so the conductor's
// other files call these forwarding functions (CarouselKit keeps its own copies internal).

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#else
  #error("CarouselKitOnboarding needs the platform C library for exp and log.")
#endif

@inline(__always) func onboardingExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func onboardingLog(_ x: Double) -> Double { log(x) }
