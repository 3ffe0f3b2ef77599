/// How an ``OnboardingConductor`` behaves where SFOnboardingConductor's maths or code is
/// questionable, with the original one setting away.
///
/// Some fixes hold whatever the switches (the original's crashes among them; ``original``
/// lists them all). The switches choose the rest:
///
/// - The drag maths designers tuned their files against is the original's by default
///   (``appearanceDelayDivisor`` and ``dragSnapThreshold``); ``corrected`` fixes it.
/// - The mismatches between the original's two code paths are fixed by default
///   (``settleTransforms``, ``placesTextsByContainerFrame``); ``original`` brings them back.
public struct OnboardingCompatibility: Hashable, Sendable {
  /// What a drag-driven appearance divides by once the appearance delay `d` has passed.
  public enum AppearanceDelayDivisor: Hashable, Sendable {
    /// `q = (f − d)/d`, the original's: the motion runs `1/d` times faster than the drag, and
    /// for `d > 0.5` it never completes (`q` tops out at `(1 − d)/d`; with the 0.95 snap, from
    /// `d ≥ ≈0.513` the view never reaches its appear state, not even at a settle).
    case delay
    /// `q = (f − d)/(1 − d)`: the motion fills the rest of the drag and completes on the page.
    case remainingDrag
  }

  /// Which transforms the settle (`item`) spring runs between.
  public enum SettleTransforms: Hashable, Sendable {
    /// From `translate(startPosition)·scale(startScale)` to
    /// `translate(appearPosition − startPosition)·scale(appearScale)`, the original's, with the
    /// −1 sentinel read as a translation of −1 pt and a scale of −1: a view whose
    /// `startPosition` is not (0, 0) springs to another place than a drag takes it to.
    case original
    /// The drag path's own start and appear transforms (`q` = 0 and 1), sentinels included:
    /// the spring lands where a completed drag lands.
    case matchingDrag
  }

  /// What a drag-driven appearance divides by after the appearance delay (``AppearanceDelayDivisor/delay``,
  /// the original's).
  public var appearanceDelayDivisor: AppearanceDelayDivisor
  /// A drag-driven progress above this snaps to 1 (0.95, the original's; 1 snaps only
  /// overshoot), in 0…1.
  public var dragSnapThreshold: Double
  /// Which transforms the settle spring runs between (``SettleTransforms/matchingDrag``: fixed).
  public var settleTransforms: SettleTransforms
  /// Whether page texts and the dismiss button are placed against the container's frame, so a
  /// container not at y = 0 in its own superview moves them down by its y, as the original did
  /// (false: against the container's bounds).
  public var placesTextsByContainerFrame: Bool

  /// Creates switches; the defaults keep the original's drag maths and fix its mismatches.
  ///
  /// - Parameters:
  ///   - appearanceDelayDivisor: What a drag-driven appearance divides by after its delay.
  ///   - dragSnapThreshold: A drag-driven progress above this snaps to 1.
  ///   - settleTransforms: Which transforms the settle spring runs between.
  ///   - placesTextsByContainerFrame: Whether texts are placed against the container's frame.
  /// - Precondition: `dragSnapThreshold` lies in 0…1 (a value set afterwards is checked when a
  ///   conductor is made with them).
  public init(
    appearanceDelayDivisor: AppearanceDelayDivisor = .delay, dragSnapThreshold: Double = 0.95,
    settleTransforms: SettleTransforms = .matchingDrag, placesTextsByContainerFrame: Bool = false
  ) {
    self.appearanceDelayDivisor = appearanceDelayDivisor
    self.dragSnapThreshold = dragSnapThreshold
    self.settleTransforms = settleTransforms
    self.placesTextsByContainerFrame = placesTextsByContainerFrame
    validate()
  }

  /// SFOnboardingConductor's behaviour in everything an option chooses: the original's drag
  /// maths, its settle spring (to `appear − start`, the −1 sentinel read as a number), and texts
  /// placed against the container's frame.
  ///
  /// These stay fixed whatever the switches:
  ///
  /// - The original's crashes: a missing page text leaves nothing to focus; page indexes
  ///   outside 0…n are ignored; a parallax key naming no view is skipped; a view added into
  ///   itself or its own subview stays detached.
  /// - Without page dots, page texts and the dismiss button are built, `scrollToPage` goes to
  ///   any page (clamped into the pages; the original refused every page), and closing and the accessibility actions use the page the offset shows
  ///   (``OnboardingConductor/pageControlPage``; the original used the dots' count, 0).
  /// - Settles are the pager's, within its settle tolerance rather than by float equality; an
  ///   offset within that tolerance of a page runs no drag step; page 0 settles when the
  ///   conductor is made, with no kick from the host.
  /// - The pages visited since the last settle are reset in ascending order (the original's
  ///   order was a dictionary's).
  /// - Floating images float additively, over the parallax transform rather than in place of it.
  public static let original = OnboardingCompatibility(
    appearanceDelayDivisor: .delay, dragSnapThreshold: 0.95, settleTransforms: .original,
    placesTextsByContainerFrame: true)

  /// Every fix: appearances fill the rest of the drag, nothing snaps early, the settle spring
  /// lands where a drag does, texts sit in the container's bounds.
  public static let corrected = OnboardingCompatibility(
    appearanceDelayDivisor: .remainingDrag, dragSnapThreshold: 1, settleTransforms: .matchingDrag,
    placesTextsByContainerFrame: false)

  func validate() {
    precondition(
      dragSnapThreshold >= 0 && dragSnapThreshold <= 1, "A snap threshold must lie in 0...1")
  }
}
