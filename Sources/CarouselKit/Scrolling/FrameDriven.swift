/// A model that a host drives frame by frame: on each display frame it calls ``advance(to:)``
/// and redraws; while ``needsFrames`` is false it can stop its display link.
public protocol FrameDriven: AnyObject {
  /// Brings the model to `time`, in seconds.
  func advance(to time: Double)
  /// Whether the model moves by itself and needs frames.
  var isAnimating: Bool { get }
  /// Whether a host that draws on its display link must keep it running: the model moves by
  /// itself (``isAnimating``) or a finger holds it, so each drag call may move it before the
  /// next frame. The one thing such a loop polls: a loop that polls ``isAnimating`` alone stops
  /// while a finger drags, and draws nothing of the drag.
  var needsFrames: Bool { get }
  /// A short account of what is moving, for messages: `"decelerating at offset 4.2"`.
  var activityDescription: String { get }
}

extension FrameDriven {
  /// ``isAnimating``, for a model that no finger drives.
  public var needsFrames: Bool { isAnimating }
}
