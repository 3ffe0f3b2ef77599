import CarouselKit

#if WEB_ONBOARDING
  import CarouselKitOnboarding  // the conductor's members, for its `DrivenModel`
#endif

// What every model's entry points share: the model the page drives, and its input.

/// The model the page drives, set by the model's setup entry point.
///
/// A module holds one model, whose file names its type `DrivenModel`: every model takes frames,
/// touches and keys (`advance(to:)`, the `DragDriven` calls, `handleKey(_:at:)`). The calls go
/// straight to that type, not through an existential, whose witness tables would keep every
/// requirement of `FrameDriven` in the module (`activityDescription` and its string
/// formatting: 20 KB).
nonisolated(unsafe) var drivenModel: DrivenModel?

/// A key pressed at `time`, in seconds.
///
/// `code`: 0 ←, 1 →, 2 ↑, 3 ↓, 4 Home, 5 End. Returns 1 when the model did something with it (an
/// arrow across its axis does nothing).
@_cdecl("model_key")
func modelKey(_ code: Int32, _ time: Double) -> Int32 {
  let key: NavigationKey
  switch code {
  case 0: key = .left
  case 1: key = .right
  case 2: key = .up
  case 3: key = .down
  case 4: key = .home
  case 5: key = .end
  default: return 0
  }
  return drivenModel?.handleKey(key, at: time) == true ? 1 : 0
}

/// Brings the model to `time`, in seconds, and lays out the frame.
@_cdecl("model_advance")
func modelAdvance(_ time: Double) { drivenModel?.advance(to: time) }

/// Whether the model moves by itself and wants frames.
@_cdecl("model_is_animating")
func modelIsAnimating() -> Int32 { drivenModel?.isAnimating == true ? 1 : 0 }

/// Whether the page must keep its frames running: the model's `needsFrames`.
///
/// The model moves by itself, or a finger (or the mouse) holds it: what the frame loop polls.
@_cdecl("model_needs_frames")
func modelNeedsFrames() -> Int32 { drivenModel?.needsFrames == true ? 1 : 0 }

#if !WEB_PARALLAX
  /// The view is now `width`×`height` points, at `time` seconds: the model lays out for it,
  /// keeping its place (Parade's demo is built for one screen and has no resize).
  @_cdecl("model_resize")
  func modelResize(_ width: Double, _ height: Double, _ time: Double) {
    drivenModel?.setViewportSize(Size(width: width, height: height), at: time)
  }
#endif

/// A mouse wheel or trackpad scroll of (`dx`, `dy`) points at `time` seconds, with the sign of
/// a drag: the model's own wheel gesture (one drag; it settles 0.15 s after the last event).
@_cdecl("model_wheel")
func modelWheel(_ dx: Double, _ dy: Double, _ time: Double) {
  drivenModel?.scrollWheel(delta: Point(x: dx, y: dy), at: time)
}

/// A finger touched the model at `time` seconds: motion stops where it is.
@_cdecl("model_touch_began")
func modelTouchBegan(_ time: Double) { drivenModel?.touchBegan(at: time) }

/// The finger started dragging.
@_cdecl("model_drag_began")
func modelDragBegan(_ time: Double) { drivenModel?.dragBegan(at: time) }

/// The finger is `translation` points, along the model's axis, from where it pressed (the
/// page's host measures from the press, as a pan gesture measures from where it began).
@_cdecl("model_drag_changed")
func modelDragChanged(_ translation: Double, _ time: Double) {
  drivenModel?.dragChanged(translation: translation, at: time)
}

/// The finger lifted; the model's own velocity estimate decides the glide (no velocity given).
@_cdecl("model_drag_ended")
func modelDragEnded(_ time: Double) { drivenModel?.dragEnded(at: time) }

/// The finger lifted without dragging.
@_cdecl("model_touch_ended")
func modelTouchEnded(_ time: Double) { drivenModel?.touchEnded(at: time) }

/// The numbers a model's frame entry point writes for the page, kept between frames so that a
/// steady frame allocates nothing.
nonisolated(unsafe) var frameNumbers: [Double] = []

/// Where the last frame entry point wrote its numbers, in the module's memory.
@_cdecl("model_numbers_address")
func modelNumbersAddress() -> UnsafePointer<Double>? {
  frameNumbers.withUnsafeBufferPointer { $0.baseAddress }
}

/// Appends a rectangle's x, y, width and height, in points, to ``frameNumbers``.
func appendRect(_ rect: Rect) {
  frameNumbers.append(rect.origin.x)
  frameNumbers.append(rect.origin.y)
  frameNumbers.append(rect.size.width)
  frameNumbers.append(rect.size.height)
}

/// Appends a 2D transform's a, b, c, d, tx and ty to ``frameNumbers``.
func appendTransform(_ t: Transform2D) {
  frameNumbers.append(t.a)
  frameNumbers.append(t.b)
  frameNumbers.append(t.c)
  frameNumbers.append(t.d)
  frameNumbers.append(t.tx)
  frameNumbers.append(t.ty)
}

/// Appends a 3D transform's m11 to m44 to ``frameNumbers``, in row order (CSS `matrix3d`'s).
func appendTransform(_ t: Transform3D) {
  for e in 0..<16 { frameNumbers.append(element(e, of: t)) }
}

/// Element `e` of `transform`, m11 to m44 in row order (CSS `matrix3d`'s order), without
/// building the array ``Transform3D/elements`` returns.
func element(_ e: Int, of t: Transform3D) -> Double {
  switch e {
  case 0: t.m11
  case 1: t.m12
  case 2: t.m13
  case 3: t.m14
  case 4: t.m21
  case 5: t.m22
  case 6: t.m23
  case 7: t.m24
  case 8: t.m31
  case 9: t.m32
  case 10: t.m33
  case 11: t.m34
  case 12: t.m41
  case 13: t.m42
  case 14: t.m43
  default: t.m44
  }
}
