/// A failure that ends a command with a message and an exit code (1 for invalid
/// input, 2 for usage errors).
struct CommandError: Error {
  var message: String
  var exitCode: Int32

  static func usage(_ message: String) -> CommandError {
    CommandError(message: message, exitCode: 2)
  }
  static func invalidInput(_ message: String) -> CommandError {
    CommandError(message: message, exitCode: 1)
  }
}
