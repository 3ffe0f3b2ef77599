/// `value` with `decimals` digits after the point, without Foundation: `formatFixed(0.6667, 3)`
/// is `"0.667"`.
func formatFixed(_ value: Double, _ decimals: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let negative = value < 0 && scaled != 0
  guard scaled < 9e15 else { return "\(value)" }
  let digits = String(UInt64(scaled))
  let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
  let whole = padded.dropLast(decimals)
  let fraction = padded.suffix(decimals)
  return (negative ? "-" : "") + whole + (decimals > 0 ? "." + fraction : "")
}

/// Seconds or rates for messages: up to three decimals, trailing zeros dropped.
func formatSeconds(_ value: Double) -> String {
  var text = formatFixed(value, 3)
  while text.contains("."), text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
