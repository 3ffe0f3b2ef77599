import CarouselKit

/// One element as the conductor plays it: its view, where it is added, its maths and its spring.
struct OnboardingElementRecord {
  /// The view it moves, or `nil` when it names none that exists (it then does nothing).
  var view: Int?
  /// Where its view is added: a view's index, or ``OnboardingViewRecord/container``.
  var superview: Int
  var insertIndex: Int
  var removes: Bool
  var motion: OnboardingElementMotion
  var spring: OnboardingSpring
  var customAppear: OnboardingCustomAnimation?
  var customDisappear: OnboardingCustomAnimation?
  /// Whether its settle spring has run once (the first run snaps to the start transform).
  var animatedOnce = false
}
