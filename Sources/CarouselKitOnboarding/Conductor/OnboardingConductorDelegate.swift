/// Hears what an ``OnboardingConductor`` does: SFOnboardingConductorDelegate.
///
/// The delegate hears ``OnboardingEvent/Kind/didClose(page:)`` after
/// ``OnboardingConductor/eventHandler``, at the end of the call that caused it; it may call back
/// into the conductor.
public protocol OnboardingConductorDelegate: AnyObject {
  /// Skip, the dismiss button or the accessibility escape gesture closed the flow on `page`:
  /// dismiss it (`didCloseOnPage:conductor:`).
  func conductor(_ conductor: OnboardingConductor, didCloseOnPage page: Int)

  /// The images are placed and the parallax background is set up; register the custom views
  /// and animations the spec's elements name, with ``OnboardingConductor/setCustomView(size:forKey:position:anchorPoint:)``
  /// and ``OnboardingConductor/setCustomAnimation(_:forKey:)`` (optional).
  ///
  /// Called once, during the conductor's initialiser, before the page texts and the elements
  /// are built, as the original's `configureCustomViewsAndAnimations:`.
  func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor)
}

extension OnboardingConductorDelegate {
  /// Registers nothing: a delegate that has no custom views or animations need not implement
  /// ``OnboardingConductorDelegate/configureCustomViewsAndAnimations(_:)``.
  public func configureCustomViewsAndAnimations(_ conductor: OnboardingConductor) {}
}
