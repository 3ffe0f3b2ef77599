/// Who listens to a carousel's events, kept beside its state so a frame nobody listens to
/// skips delivery without loading the weak delegate.
struct CarouselObservers {
  var hasEventHandler = false
  var hasDelegate = false

  var anyone: Bool { hasEventHandler || hasDelegate }
}
