/// A model that a host drives frame by frame: on each display frame it calls ``advance(to:)``
/// and redraws; while ``isAnimating`` is false it can stop its display link.
public protocol FrameDriven: AnyObject {
  /// Brings the model to `time`, in seconds.
  func advance(to time: Double)
  /// Whether the model moves by itself and needs frames.
  var isAnimating: Bool { get }
  /// A short account of what is moving, for messages: `"decelerating at offset 4.2"`.
  var activityDescription: String { get }
}
