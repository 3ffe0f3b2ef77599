import CarouselKit

/// A small hand-written parser for `--name value`, `--name=value` and `--flag` options.
struct OptionParser {
  /// An option a command accepts.
  struct Option {
    var name: String
    /// What the value must be, for messages ("a positive number of frames per second"); `nil`
    /// for a flag.
    var valueDescription: String?
  }

  let command: String
  let options: [Option]

  /// Parses `arguments` into values by option name (flags map to `""`).
  ///
  /// - Throws: A usage error naming the offending argument and the accepted options.
  func parse(_ arguments: [String]) throws -> [String: String] {
    var values: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--") else {
        throw CommandError.usage("\(command): unexpected argument '\(argument)'; accepted options: \(acceptedList)")
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw CommandError.usage("\(command): unknown option '\(name)'; accepted options: \(acceptedList)")
      }
      if let expected = option.valueDescription {
        if let inlineValue {
          values[name] = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") || Double(arguments[index]) != nil {
          values[name] = arguments[index]
          index += 1
        } else {
          throw CommandError.usage("\(command): \(name) needs a value: \(expected)")
        }
      } else {
        guard inlineValue == nil else {
          throw CommandError.usage("\(command): \(name) takes no value")
        }
        values[name] = ""
      }
    }
    return values
  }

  var acceptedList: String { options.map(\.name).joined(separator: ", ") }

  /// The number given for `name`, checked against `range`, or `defaultValue` when absent.
  func number(
    _ values: [String: String], _ name: String, default defaultValue: Double, in range: ClosedRange<Double>
  ) throws -> Double {
    guard let text = values[name] else { return defaultValue }
    guard let value = Double(text), value.isFinite, range.contains(value) else { throw badValue(name, text) }
    return value
  }

  /// The whole number given for `name`, checked against `range`, or `defaultValue` when absent.
  func integer(_ values: [String: String], _ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
    guard let text = values[name] else { return defaultValue }
    guard let value = Int(text), range.contains(value) else { throw badValue(name, text) }
    return value
  }

  /// The size `WxH` given for `name` (both positive and finite), or `defaultValue` when absent.
  func size(_ values: [String: String], _ name: String, default defaultValue: Size) throws -> Size {
    guard let text = values[name] else { return defaultValue }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
      width > 0, height > 0, width.isFinite, height.isFinite
    else { throw badValue(name, text) }
    return Size(width: width, height: height)
  }

  private func badValue(_ name: String, _ text: String) -> CommandError {
    let expected = options.first { $0.name == name }?.valueDescription ?? "a value"
    return CommandError.usage("\(command): \(name) expects \(expected), got '\(text)'")
  }
}
