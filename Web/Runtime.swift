// What Embedded Swift's runtime asks of the platform, for every module a page loads (the live
// models of Web/Models and the scripted runs of Web/Play).

#if WEB_ONBOARDING || WEB_PLAY
  // `Double(_: String)` (the onboarding reader's numbers) calls the runtime's
  // `_swift_stdlib_strtod_clocale`, which Embedded Swift's runtime leaves to the platform: here
  // it is the C library's `strtod` (wasi-libc's, correctly rounded, in the C locale, which is the
  // only one a wasm module has).

  @_extern(c, "strtod")
  func strtod(
    _ text: UnsafePointer<CChar>?, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> Double

  /// Reads a number from `text` into `result`; returns where reading stopped.
  @_cdecl("_swift_stdlib_strtod_clocale")
  func parseDouble(
    _ text: UnsafePointer<CChar>?, _ result: UnsafeMutablePointer<Double>?
  ) -> UnsafePointer<CChar>? {
    var end: UnsafeMutablePointer<CChar>?
    let value = strtod(text, &end)
    result?.pointee = value
    return UnsafePointer(end)
  }
#endif

/// Fills `count` bytes at `buffer` with the seed Embedded Swift's `Hasher` asks for: a fixed
/// one.
///
/// The C library's `arc4random_buf` would ask the host for entropy (a WASI import) and bring in
/// `printf` for its assertion, 12 KB of module, for hashing that needs no secret here: nothing
/// in a page's sets and dictionaries comes from someone who could attack their order.
@_cdecl("arc4random_buf")
func arc4randomBuf(_ buffer: UnsafeMutableRawPointer?, _ count: Int) {
  buffer?.initializeMemory(as: UInt8.self, repeating: 0x5A, count: count)
}
