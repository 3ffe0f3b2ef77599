/// A closure that replaces an element's built-in transform maths (`customAppearAnimation`,
/// `customDisappearAnimation`).
///
/// It receives the state of the element's view, without floating, and the raw drag fraction in
/// 0…1 (no appearance delay, multiplier or snap applied), or −1 for a settle. The conductor
/// keeps what it changes of ``OnboardingViewState/transform``, ``OnboardingViewState/alpha``,
/// ``OnboardingViewState/frame`` and ``OnboardingViewState/anchorPoint``, at once: a changed
/// transform stops the view's spring, a changed alpha its fade (and a removal the fade was
/// carrying). Other changes are ignored. A settle that should animate reads the conductor's
/// ``OnboardingConductor/time`` and moves the host's own view.
public typealias OnboardingCustomAnimation = (
  _ view: inout OnboardingViewState, _ fraction: Double
) -> Void
