/// A colour of a preview page or plot: red, green and blue from 0 to 255.
typealias Colour = (red: Int, green: Int, blue: Int)

/// The colours every preview page draws with.
enum PreviewColours {
  /// A card's colour for item `index` as `(red, green, blue)` in 0...255: hues a golden angle
  /// apart, so neighbours differ clearly; placeholders are grey.
  static func card(index: Int, isPlaceholder: Bool) -> Colour {
    if isPlaceholder { return (136, 136, 136) }
    var hue = (Double(index) * 137.507_764).truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    // HSL with saturation 0.7 and lightness 0.5.
    let chroma = 0.7
    let lightness = 0.5
    let sector = hue / 60
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = lightness - chroma / 2
    func channel(_ value: Double) -> Int { Int(((value + m) * 255).rounded()) }
    return (channel(r), channel(g), channel(b))
  }

  /// `#rrggbb`, as CSS takes it.
  static func hex(_ colour: Colour) -> String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [colour.red, colour.green, colour.blue].map { "\(digits[$0 / 16])\(digits[$0 % 16])" }
      .joined()
  }
}
