import CarouselKit

// `carousel simulate` for a web page's `play(options)`: the command's own run (CarouselRun)
// and JSON (CarouselReport), compiled for WebAssembly.

/// Plays the carousel ``playInput`` describes and writes what `carousel simulate --json`
/// prints; returns its length in bytes.
///
/// The input, in order: the type (``CarouselType``'s order), items, placeholders, the viewport's
/// width and height, the item's width and height (NaN: the viewport's), how many option values
/// and each one's option (``CarouselOption``'s order) and value, the deceleration rate,
/// the start, wrap (NaN: the type's, else 0 or 1), vertical, paging, bounces, the alignment
/// (``CarouselAlignment``'s order), containment, the group size, the flick limit (NaN: none),
/// how many item widths and each, and the autoplay's interval (NaN: none); then the gesture
/// (kind 3 is `--scroll-to` with `--duration`) and the frames.
@_cdecl("carousel_play")
func carouselPlay() -> Int32 {
  var input = PlayInput()
  let (type, items, placeholders) = (
    input.choice(CarouselType.allCases), input.whole(), input.whole()
  )
  let (viewport, itemWidth, itemHeight) = (input.size(), input.number(), input.optional())
  var optionValues: [CarouselOption: Double] = [:]
  for _ in 0..<max(input.whole(), 0) {
    optionValues[input.choice(CarouselOption.allCases)] = input.number()
  }
  let setting = CarouselRun.Setting(
    type: type, items: items, placeholders: placeholders,
    viewport: viewport, itemWidth: itemWidth, itemHeight: itemHeight,
    optionValues: optionValues, decelerationRate: input.number(),
    start: input.number(), wrap: input.optional().map { $0 != 0 }, isVertical: input.flag(),
    isPagingEnabled: input.flag(), bounces: input.flag(),
    alignment: input.choice(CarouselAlignment.allCases), containsScroll: input.flag(),
    groupSize: max(input.whole(), 1), flickLimit: input.optional().map { max(Int($0), 1) },
    itemWidths: (0..<max(input.whole(), 0)).map { _ in max(input.number(), 0) },
    autoplay: input.optional().flatMap { $0 >= 1e-3 && $0 <= 3600 ? $0 : nil })
  let (run, frames) = input.play(
    gesture: CarouselRun.Action.gesture,
    own: { _, index, duration in .scrollTo(index: Int(index), duration: duration) },
    { CarouselRun(setting, actions: $0) })
  return answer(CarouselReport.json(run, frames: frames))
}
