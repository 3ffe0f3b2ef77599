/// A model that follows a finger along one axis.
///
/// Translations and velocities are in points along the axis, positive to the right (or down); times
/// in seconds.
public protocol DragDriven: AnyObject {
  /// A finger touched down (it may or may not become a drag).
  func touchBegan(at time: Double)
  /// The finger started to drag.
  func dragBegan(at time: Double)
  /// The finger is `translation` points from where the drag began.
  func dragChanged(translation: Double, at time: Double)
  /// The finger lifted after dragging, moving at `velocity` points per second, or at the
  /// model's own estimate when `nil`.
  func dragEnded(velocity: Double?, at time: Double)
  /// The finger lifted without dragging.
  func touchEnded(at time: Double)
}
