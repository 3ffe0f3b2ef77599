extension ScrollEngine {
  /// The extent of a scroll, in the engine's units.
  public enum Bounds: Hashable, Sendable, CustomStringConvertible {
    /// Offsets between the range's ends; past them only as far as the rubber band allows.
    case limited(ClosedRange<Double>)
    /// Offsets repeat every `period` units; ``ScrollEngine/offset`` stays in `0..<period`.
    case wrapping(period: Double)

    /// The wrapping period, or `nil` when limited.
    public var period: Double? {
      if case .wrapping(let period) = self { return period }
      return nil
    }

    /// `position` clamped to the ends widened by `overscroll`; unchanged when wrapping.
    public func clamped(_ position: Double, overscroll: Double = 0) -> Double {
      guard case .limited(let range) = self else { return position }
      return min(max(position, range.lowerBound - overscroll), range.upperBound + overscroll)
    }

    /// `position` brought into `0..<period` when wrapping; unchanged when limited.
    public func normalized(_ position: Double) -> Double {
      guard case .wrapping(let period) = self else { return position }
      return wrappedRemainder(position, period: period)
    }

    /// How far `position` lies past the nearer end (0 inside, or when wrapping).
    func overshoot(_ position: Double) -> Double { abs(position - clamped(position)) }

    public var description: String {
      switch self {
      case .limited(let range): return "limited(\(range.lowerBound)...\(range.upperBound))"
      case .wrapping(let period): return "wrapping(period: \(period))"
      }
    }
  }
}
