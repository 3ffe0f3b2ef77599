import Foundation
import Testing

@testable import CarouselCommand

// The host programs in Examples/ build with the package; here they run as a user would run
// them, and what they print is checked against what the model must do.

/// An executable built next to the test bundle.
func builtExecutable(_ name: String) -> String? {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent(name)
  let debug = Browser.repository.appendingPathComponent(".build/debug/\(name)")
  return [beside, debug].map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs the example program `name` as a user would, without arguments, expects exit 0 and
/// returns what it printed.
func runExample(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> String
{
  let path = try #require(
    builtExecutable(name), "build the package first (swift build)", sourceLocation: sourceLocation)
  let result = try runProgram(path, [])
  #expect(result.status == 0, sourceLocation: sourceLocation)
  return result.output
}

/// What the example program `name` prints, line by line (``runExample(_:sourceLocation:)``).
func exampleLines(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> [String]
{
  try runExample(name, sourceLocation: sourceLocation).split(separator: "\n").map(
    String.init)
}

/// A frame OnboardingHost prints: its clock and offset, and each view's numbers.
private struct OnboardingHostFrame {
  var time = 0.0
  var x = 0.0
  /// By view key: frame x, y, width, height, then a, b, c, d, tx, ty, then alpha.
  var views: [String: [Double]] = [:]
}

@Suite("Examples/ host programs")
struct ExamplesTests {
  @Test(
    "DisplayLinkLoop: a real-time loop flicks the cover flow onto the third album and stops by itself"
  )
  func displayLinkLoop() throws {
    let lines = try exampleLines("DisplayLinkLoop")
    #expect(
      lines.first == "A cover flow of 10 albums, flicked left at 1,200 pt/s; a line every 0.1 s:")
    #expect(lines.contains { $0.hasPrefix("      0 ms  front: Kind of Blue at x 0 pt") })
    // 1,200 pt/s over 200 pt items is 6 items/s; iCarousel's momentum (deceleration 0.95)
    // glides 6/3 = 2 items in 2·2/6 s: 40 frames after the first at 60 Hz.
    #expect(lines.last == "At rest on \"Mingus Ah Um\" (item 2) after 41 frames.")
  }

  @Test("ArrayCarousel: the delegate hears the drag, the tap and the array's changes, in order")
  func arrayCarousel() throws {
    let output = try runExample("ArrayCarousel")
    #expect(
      output == """
        After a drag:
          the user started dragging
          current: Amber
          current: Lime
          current: Teal
          came to rest on Teal
        After a tap on Azure:
          opened Azure
          current: Azure
        After inserting Coral and removing Crimson:
          current: Azure
        Now 6 colours: Amber, Lime, Teal, Azure, Coral, Violet; current Azure.

        """)
  }

  @Test("TabbedPager: flick, tab tap, strip drag and End key each move one step; pages are lazy")
  func tabbedPager() throws {
    let lines = try exampleLines("TabbedPager")
    // The strip is one 150 pt title wide, centred in 375 pt: the active title at x 112.5, and it
    // moves 150 pt per page: offsets 0, 150, 300, 450 and, after End, 5 · 150.
    let rests = lines.filter { $0.contains(" ms: strip ") }.map {
      String($0[$0.range(of: "strip ")!.upperBound...])
    }
    #expect(
      rests == [
        "0 pt [Home* @112, Search @262]; showing Home",
        "150 pt [Home @-37, Search* @112, Library @262]; showing Search",
        "300 pt [Search @-37, Library* @112, Radio @262]; showing Library",
        "450 pt [Library @-37, Radio* @112, Profile @262]; showing Radio",
        "750 pt [Profile @-37, Settings* @112]; showing Settings",
      ])
    // Pages are created as they come near the view: Settings only once End heads for it.
    let created = lines.filter { $0.contains("(created the") }
    #expect(created.count == 6)
    let endKey = try #require(lines.firstIndex(of: "The End key:"))
    #expect(lines[endKey + 1] == "  (created the Settings page)")
    #expect(lines.contains("  → the user moved to Search"))
    #expect(lines.contains("  → arrived at Library"))
    #expect(lines.contains("  → the user moved to Radio"))
    #expect(lines.last == "Settings, page 6 of 6.")
  }

  @Test(
    "WalkthroughHost: buttons, a snap-back, a flick, a rotation and an added page, with a custom swing"
  )
  func walkthroughHost() throws {
    let lines = try exampleLines("WalkthroughHost")
    func section(_ title: String) throws -> ArraySlice<String> {
      let start = try #require(lines.firstIndex(of: title), "no line \(title)")
      let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix(" ") && $0.hasSuffix(":") }
      return lines[(start + 1)..<(end ?? lines.count)]
    }
    // Page changes: once per real change, none for the snap-back.
    #expect(
      lines.filter { $0.contains("→ now on") } == [
        "  → now on Swipe", "  → now on Ready", "  → now on Sign in",
      ])
    let snapBack = try section("A slow drag toward Ready, let go before halfway: it snaps back.")
    #expect(snapBack.count == 2 && snapBack.first?.contains("x 375.0 ○●○ ‹prev next›") == true)
    // The custom swing mid-scroll: the picture turns (1 − o)·90° and fades to o as Swipe arrives.
    let swing = try #require(lines.first { $0.hasPrefix("  Swipe at 0.") })
    let numbers = swing.split(whereSeparator: { " [:°]".contains($0) }).compactMap { Double($0) }
    // "Swipe at o: [dx 0 rot 0 scale 1 α 1] [dx 0 rot A scale 1 α B]" → o, then 0, 0, 1, 1, 0, A, 1, B.
    let o = numbers[0]
    #expect(numbers[1...4] == [0, 0, 1, 1], "the title behind stays still")
    #expect(abs(numbers[6] - (1 - o) * 90) <= 1 && abs(numbers[8] - o) <= 0.01)
    // Rotated on the last page of 667 pt: still on it. The added page brings next back.
    let rotated = try section("Rotated to landscape on the last page:")
    #expect(rotated.first?.contains("x 1334.0 ○○● ‹prev  ") == true)
    let added = try section("The app adds a sign-in page while the user is on the last one:")
    #expect(added.first?.contains("x 1334.0 ○○●○ ‹prev next›") == true)
    #expect(added.contains { $0.contains("x 2001.0 ○○○● ‹prev  ") })
    #expect(
      lines.suffix(2) == ["  → close pressed: the app dismisses the walkthrough", "Page 4 of 4."])
  }

  @Test("ParallaxHost: Parade's demo cells follow the pager, with the values the curves give")
  func parallaxHost() throws {
    let lines = try exampleLines("ParallaxHost")
    func numbers(_ prefix: String, after title: String) throws -> [Double] {
      let start = try #require(lines.firstIndex(of: title), "no line \(title)")
      let line = try #require(lines[start...].first { $0.hasPrefix(prefix) }, "no \(prefix)")
      return line.split(whereSeparator: { " (),×".contains($0) }).compactMap { Double($0) }
    }
    let inSine = { (p: Double) in sin((p - 1) * Double.pi / 2) + 1 }
    let outSine = { (p: Double) in sin(p * Double.pi / 2) }
    // Dragged up an eighth: the intro leaves with progress 7/8. The logo fades along inSine
    // and grows from 1.6 linearly; the numbers are α, centre x, y, scale, lift.
    let dragged = "Dragging the intro up by an eighth of the screen (the logo grows and fades):"
    let logo = try numbers("  intro.logo:", after: dragged)
    #expect(abs(logo[0] - inSine(0.875)) < 0.0005)
    #expect(abs(logo[3] - (1.6 + (1 - 1.6) * 0.875)) < 0.0005)
    #expect(abs(logo[4] - 80 * (1 - 0.875)) < 0.05)
    // Resting on each cell, every view is at its resting values.
    let rest = try numbers("  scale.image:", after: "Flicked on to scale:")
    #expect(rest[0] == 1 && rest[3] == 1)
    // Half-way to the end: the label arrives with progress ½, its alpha ranged over 0.4...1.
    let halfWay = "Half-way between imageAppear and theEnd:"
    let label = try numbers("  theEnd.label:", after: halfWay)
    #expect(abs(label[0] - inSine((0.5 - 0.4) / 0.6)) < 0.0005)
    // The 3D transform: entries lerped from Parade's collapsed matrix (m11 0, w 0.8).
    #expect(abs(label[5] - outSine(0.5)) < 0.0005)
    #expect(abs(label[6] - (0.8 + 0.2 * outSine(0.5))) < 0.0005)
    // The crosshairs flew in from one point: below progress 0.6 they sit on it, collapsed.
    let corner = try numbers("  imageAppear.topLeft:", after: halfWay)
    #expect(corner[1] == 187.5 && corner[2] == 700 && corner[3] == 0)
    // The chain. The frame is 0.9·W wide and 9/16 as tall; the inner image rests at the frame's
    // middle, and its start state lifts it by 0.375 of the frame's height, along inSine. The
    // numbers are α, centre x, y, scale, lift; centres are printed to 0.1.
    let frameWidth = 375 * 0.9
    let printed = 0.05 + 1e-9
    let frameHeight = frameWidth * 9 / 16
    let atRest = try numbers("  image.inner:", after: "Flicked on to image:")
    #expect(
      abs(atRest[1] - frameWidth / 2) <= printed && abs(atRest[2] - frameHeight / 2) <= printed)
    // Half-way from the double image, the image cell arrives with progress ½: the frame (whose
    // start centre is its resting one) stays, and the attached animator moves the inner image
    // inSine(½) of the way from the lifted centre to the resting one.
    let chain = "Half-way between doubleImage and image (the chain slides the inner image):"
    let frame = try numbers("  image.frame:", after: chain)
    #expect(abs(frame[2] - (frameHeight / 2 + 0.2 * 667)) <= printed)
    let inner = try numbers("  image.inner:", after: chain)
    let lifted = frameHeight / 2 - 0.375 * frameHeight
    let expectedY = lifted + (frameHeight / 2 - lifted) * inSine(0.5)
    #expect(abs(inner[1] - frameWidth / 2) <= printed)
    #expect(abs(inner[2] - expectedY) <= printed, "inner image y \(inner[2]) vs \(expectedY)")
    #expect(abs(inner[2] - atRest[2]) > 10, "the chain moved the inner image")
  }

  @Test(
    "OnboardingHost: flow.json validates and plays; parallax, delayed appear, multiplied disappear, springs and close follow SFOnboardingConductor"
  )
  func onboardingHost() throws {
    let lines = try exampleLines("OnboardingHost")
    // The validator finds no error in the example (its notes include the −1 sentinel it uses
    // on purpose), checked against the custom view and animations the host registers.
    #expect(lines.first?.hasPrefix("flow.json: ") == true)
    #expect(lines.contains { $0.contains(": note: elements[4].startPosition[1]:") })
    #expect(!lines.contains { $0.contains(": error: ") })
    #expect(lines.contains("5 pages, 13 images, 11 elements in a 320×568 container."))

    /// The frame printed after `title`.
    func frame(_ title: String) throws -> OnboardingHostFrame {
      let start = try #require(lines.firstIndex { $0.hasPrefix(title) }, "no frame \(title)")
      var result = OnboardingHostFrame()
      let clock = lines[start + 1].split(whereSeparator: { " ,".contains($0) })
      result.time = try #require(Double(clock[1]))
      result.x = try #require(Double(clock[4]))
      for line in lines[(start + 2)...] {
        guard line.hasPrefix("  "), !line.hasPrefix("  (") else { break }
        let words = line.split(whereSeparator: { " (),×[]".contains($0) })
        result.views[String(words[0])] = words.compactMap { Double($0) }
      }
      return result
    }
    let printed = 0.002
    let width = 320.0

    // The parallax background: translate(−80 − 0.45·x, 0), the file's scrollScale.
    let towardOne = try frame("Dragging toward page 1, halfway")
    #expect(abs(towardOne.x - width / 2) <= printed)
    for key in ["sky", "hills"] {
      let view = try #require(towardOne.views[key])
      #expect(abs(view[8] - (-80 - 0.45 * towardOne.x)) <= printed, "\(key) \(view)")
    }
    // mapUp appears with appearanceDelay d = 0.3, the original's divisor d: q = (f − d)/d,
    // snapped to 1 above 0.95; scale 0.9 → 1, position (0, 60) → (0, 0); the matrix is
    // [S, 0, 0, S, S·Px, S·Py].
    let f1 = towardOne.x / width
    var q = f1 < 0.3 ? 0 : (f1 - 0.3) / 0.3
    if q > 0.95 { q = 1 }
    let map = try #require(towardOne.views["map"])
    let mapScale = 0.9 + 0.1 * q
    #expect(abs(map[4] - mapScale) <= printed && abs(map[7] - mapScale) <= printed, "\(map)")
    #expect(abs(map[9] - mapScale * 60 * (1 - q)) <= printed, "\(map)")
    #expect(q > 0 && q < 0.95, "halfway lies inside the delayed motion")

    // phoneAway disappears toward page 2 with multiplier 1.5: q = min(1, 1.5·f); scale 1 → 0.8,
    // position (0, 0) → (−320, 0).
    let towardTwo = try frame("Dragging toward page 2, halfway")
    let f2 = towardTwo.x / width - 1
    var q2 = min(1, 1.5 * f2)
    if q2 > 0.95 { q2 = 1 }
    let phone = try #require(towardTwo.views["phone"])
    let phoneScale = 1 + (0.8 - 1) * q2
    #expect(abs(phone[4] - phoneScale) <= printed, "\(phone)")
    #expect(abs(phone[8] - phoneScale * -320 * q2) <= printed, "\(phone)")

    // The friends' custom animation receives the raw fraction: wave(f) moves them by
    // (12·sin(πf)·(1 − f), 120·(1 − f)) and sets alpha f.
    let towardThree = try frame("Dragging toward page 3, halfway")
    let f3 = towardThree.x / width - 2
    let friends = try #require(towardThree.views["friends"])
    #expect(abs(friends[8] - 12 * sin(f3 * Double.pi) * (1 - f3)) <= printed, "\(friends)")
    #expect(abs(friends[9] - 120 * (1 - f3)) <= printed && abs(friends[10] - f3) <= printed)

    // phoneIn springs on page 0's settle at t = 0: snapped to its start scale 0.6, then after
    // its 0.1 s delay a spring of 0.6 s, damping ratio 0.55, initial velocity 2 (UIKit's
    // parameters, ω₀ from the envelope 0.001 at the duration: OnboardingSpring's mapping).
    let opening = try frame("Page 0 as the flow opens")
    #expect(opening.views["phone"]?[4] == 0.6 && opening.views["phone"]?[10] == 0)
    let sprung = try frame("0.3 s in, the phone springs in")
    let zeta = 0.55
    let omega0 = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * 0.6)
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let t = sprung.time - 0.1
    let b = (2 - zeta * omega0) / omegaD
    let progress = 1 + exp(-zeta * omega0 * t) * (-cos(omegaD * t) + b * sin(omegaD * t))
    let sprungPhone = try #require(sprung.views["phone"])
    #expect(abs(sprungPhone[4] - (0.6 + 0.4 * progress)) <= printed, "\(sprungPhone)")
    #expect(sprungPhone[4] > 1, "damping 0.55 overshoots")

    // Past the last page, bucket 5 (n) is in play: planeAway disappears with the rubber band,
    // q = min(1, 2f); scale 1 → 1.5, position (0, 0) → (400, −80).
    let pulled = try frame("Pulled past the last page")
    let f5 = pulled.x / width - 4
    #expect(f5 > 0 && f5 < 0.5, "the rubber band gives less than the finger's 160 pt")
    var q5 = min(1, 2 * f5)
    if q5 > 0.95 { q5 = 1 }
    let plane = try #require(pulled.views["plane"])
    let planeScale = 1 + 0.5 * q5
    #expect(abs(plane[4] - planeScale) <= printed, "\(plane)")
    #expect(abs(plane[8] - planeScale * 400 * q5) <= printed, "\(plane)")
    #expect(abs(plane[9] - planeScale * -80 * q5) <= printed, "\(plane)")
    let back = try frame("Let go: back on the last page")
    #expect(back.x == 4 * width && back.views["plane"]?[4] == 1)

    // Dragged back to page 2, page 3 is reset: its appear elements at their start (wave(0)),
    // its item's view at its start scale 0.3.
    let reset = try frame("Let go: back on page 2")
    #expect(reset.x == 2 * width)
    #expect(reset.views["friends"].map { [$0[8], $0[9], $0[10]] } == [0, 120, 0])
    #expect(reset.views["chatBubble"]?[4] == 0.3)

    // The host sizes its images from image-sizes.json, as render --image-sizes does: settled on
    // page 2, every view the host draws has the frame render gives there (the floating cloud
    // and balloon, whose origins move with the clock, their sizes).
    let settledTwo = try frame("Settled on page 2")
    let sizes = Browser.repository.appendingPathComponent(
      "Examples/OnboardingHost/image-sizes.json"
    ).path
    let context = CommandContext.capturing()
    let code = CarouselCommand.run(
      [
        "onboarding", "render", onboardingFlow, "--size", "320x568", "--offset", "640",
        "--image-sizes", sizes, "--json",
      ], context: context)
    try #require(code == 0, "\(context.errors)")
    let rendered = try JSONDecoder().decode(
      OnboardingRenderOutput.self, from: Data(context.output.utf8))
    #expect(rendered.settledPage == 2 && rendered.defaultSized == ["chatBubble"])
    #expect(settledTwo.views["suitcase"] != nil && settledTwo.views["tick"] != nil)
    for (key, numbers) in settledTwo.views {
      let view = try rendered.view(key)
      let floats = ["cloud", "balloon"].contains(key)
      let host = Array(numbers[(floats ? 2 : 0)...3])
      let render = Array(view.frame[(floats ? 2 : 0)...])
      #expect(
        zip(host, render).allSatisfy { abs($0 - $1) <= printed },
        "\(key): the host's frame \(host), render's \(render)")
    }

    // Settles, once per landing, and the magic tap on the last page closes it.
    let settles = lines.filter { $0.hasPrefix("  → didSettle(page:") }.map {
      $0.split(separator: ")")[0]
    }
    #expect(
      settles == [
        "  → didSettle(page: 0", "  → didSettle(page: 1", "  → didSettle(page: 2",
        "  → didSettle(page: 3", "  → didSettle(page: 2", "  → didSettle(page: 4",
        "  → didSettle(page: 4",
      ])
    #expect(lines.contains("scrollToPage(4), over pages 3 and 4: true"))
    #expect(lines.contains { $0.hasPrefix("  → didClose(page: 4) at ") })
    #expect(lines.contains("  → the app dismisses the onboarding (closed on page 4)"))
    #expect(lines.last?.hasPrefix("Closed after ") == true)
  }
}
