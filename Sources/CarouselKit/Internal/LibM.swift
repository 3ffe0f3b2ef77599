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
#elseif hasFeature(Embedded)
  // Embedded Swift (the web host's wasm build) imports no C module: the functions are declared
  // here and linked from the C library (wasi-libc), with the experimental feature `Extern`.
  @_extern(c, "sin") func sin(_ x: Double) -> Double
  @_extern(c, "cos") func cos(_ x: Double) -> Double
  @_extern(c, "tan") func tan(_ x: Double) -> Double
  @_extern(c, "atan") func atan(_ x: Double) -> Double
  @_extern(c, "atan2") func atan2(_ y: Double, _ x: Double) -> Double
  @_extern(c, "exp") func exp(_ x: Double) -> Double
  @_extern(c, "log") func log(_ x: Double) -> Double
  @_extern(c, "pow") func pow(_ x: Double, _ y: Double) -> Double
  @_extern(c, "expm1") func expm1(_ x: Double) -> Double
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
