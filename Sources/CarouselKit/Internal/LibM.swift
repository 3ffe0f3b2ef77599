// The platform C library's maths functions, reached without Foundation, for every module of the
// package (`package` access).
//
// Top-level C functions are visible only in files that import the C module, so every other
// file calls these forwarding functions instead of repeating the import block.

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#else
  #error("CarouselKit needs the platform C library for sin, cos, exp and log.")
#endif

@inline(__always) package func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) package func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) package func libmTan(_ x: Double) -> Double { tan(x) }
@inline(__always) package func libmAtan(_ x: Double) -> Double { atan(x) }
@inline(__always) package func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) package func libmExp(_ x: Double) -> Double { exp(x) }
@inline(__always) package func libmLog(_ x: Double) -> Double { log(x) }
@inline(__always) package func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) package func libmExpm1(_ x: Double) -> Double { expm1(x) }
