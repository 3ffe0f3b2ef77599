/// What a view of an onboarding flow is: an image, a view registered from code, or one of the
/// conductor's own.
public enum OnboardingViewRole: Hashable, Sendable {
  /// The paged scroll view, the container's first subview, as large as the container.
  case scrollView
  /// The page dots (`showPageControl`), 200×20, not interactive.
  case pageControl
  /// The Skip button (`showSkip`), view key `"skip"`.
  case skipButton
  /// The image at `index` in the spec's ``OnboardingSpec/images``.
  case image(index: Int)
  /// A view registered from code (``OnboardingConductor/setCustomView(size:forKey:position:anchorPoint:)``).
  case customView
  /// The transparent container the conductor builds for the element at `element` in the
  /// spec's ``OnboardingSpec/elements`` when it names several views.
  case elementContainer(element: Int)
  /// The text label under page `page`.
  case pageText(page: Int)
  /// The dismiss button on the last page, `page`, titled with that page's text.
  case dismissButton(page: Int)
}
