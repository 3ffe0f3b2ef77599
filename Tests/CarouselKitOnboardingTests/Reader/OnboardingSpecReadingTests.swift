import CarouselKit
import CarouselKitOnboarding
import Testing

/// `line:column severity path`: one diagnostic in a line, for comparing lists.
private func summary(_ diagnostic: OnboardingDiagnostic) -> String {
  "\(diagnostic.location) \(diagnostic.severity.rawValue) \(diagnostic.path)"
}

private func summaries(_ reading: OnboardingSpecReading) -> [String] {
  reading.diagnostics.map(summary)
}

/// The diagnostic at `place` (`line:column`) with `path`, or `nil`.
private func diagnostic(
  _ reading: OnboardingSpecReading, at place: String, _ path: String
) -> OnboardingDiagnostic? {
  reading.diagnostics.first { $0.location.description == place && $0.path.description == path }
}

/// Whether the diagnostics are in the order of their places in the file.
private func isSorted(_ diagnostics: [OnboardingDiagnostic]) -> Bool {
  zip(diagnostics, diagnostics.dropFirst()).allSatisfy { $0.location.offset <= $1.location.offset }
}

/// A spec modelled on SlidingCarousel's demo file: five pages, a parallax cloud, images placed
/// against a phone, custom views and animations from code, and a trailing comma in the image
/// objects `screen1`, `screen3MDP` and `screen5`, as the original's file has.
private let demoLikeSpec = #"""
  {
    "baseImageURL": "",
    "pages": 5,
    "parallaxBackground": ["cloud"],
    "floatingImages": ["cloud"],
    "motionEnabled": 1,
    "motionImages": [],
    "showSkip": 1,
    "showPageControl": 1,
    "scrollScale": 0.45,
    "pageTexts": {
      "0": "Welcome aboard.",
      "1": "Swipe to see what is new.",
      "2": "Everything moves with your finger.",
      "3": "Custom views come from code.",
      "4": "Let's go"
    },
    "images": [
      {
        "key": "cloud",
        "imageName": "cloud.png",
        "anchorPoint": [0.0, 0.5],
        "relativePosition": [0.0, 1.0]
      },
      {
        "key": "phone",
        "imageName": "phone.png",
        "relativePosition": [0.5, 0.5],
        "addImmediately": 1
      },
      {
        "key": "screen1",
        "imageName": "screen1.png",
        "anchorPoint": [0.5, 0.5],
      },
      {
        "key": "screen1Badge",
        "imageName": "badge.png",
        "anchorPoint": [0.2, 1.0],
        "relativePosition": [0.65, 0.24],
        "relativeKey": "phone"
      },
      {
        "key": "screen3MDP",
        "imageName": "mdp.png",
        "relativePosition": [0.85, 0.9],
      },
      {
        "key": "screen5",
        "imageName": "screen5.png",
        "anchorPoint": [0.5, 0.5],
      }
    ],
    "elements": [
      {
        "key": "screen1Element",
        "views": ["screen1"],
        "superview": "phone",
        "endPosition": [100.0, 0.0],
        "item": [0],
        "appear": [0],
        "disappear": [1],
        "remove": 1
      },
      {
        "key": "badgeElement",
        "views": ["screen1Badge"],
        "startScale": 0.0,
        "endScale": 0.0,
        "duration": 0.3,
        "springDamping": 0.7,
        "springVelocity": 20.0,
        "item": [0],
        "disappear": [1],
        "remove": 1
      },
      {
        "key": "bubble",
        "customSubviews": "bubble",
        "startScale": 0.0,
        "endScale": 0.0,
        "delay": 0.1,
        "item": [1],
        "disappear": [2],
        "dragDisappear": [1],
        "remove": 1
      },
      {
        "key": "mdpElement",
        "views": ["screen3MDP"],
        "superview": "phone",
        "startScale": 0.0,
        "item": [2],
        "disappear": [3],
        "customDisappearAnimation": "mdpDisappear",
        "remove": 1
      },
      {
        "key": "mdpDragBack",
        "views": ["screen3MDP"],
        "superview": "phone",
        "dragDisappear": [2]
      },
      {
        "key": "screen5Element",
        "views": ["screen5"],
        "superview": "phone",
        "customAppearAnimation": "alpha",
        "appear": [4],
        "disappear": [5],
        "appearanceDelay": 0.5
      },
      {
        "key": "skipElement",
        "views": ["skip"],
        "appearPosition": [0.0, 60.0],
        "duration": 0.0,
        "appear": [4]
      },
      {
        "key": "cloudMove",
        "views": ["cloud"],
        "startPosition": [-352.0, 0.0],
        "appearPosition": [-496.0, -150.0],
        "endPosition": [-640.0, -150.0],
        "appear": [4],
        "disappear": [5]
      }
    ]
  }
  """#

/// What the demo-like spec's host registers from code.
private let demoRegistry = OnboardingRegistry(
  customViews: ["bubble"], customAnimations: ["alpha", "mdpDisappear"])

@Suite("OnboardingSpec reading")
struct OnboardingSpecReadingTests {
  // MARK: Rule 1: syntax and root

  @Test("A syntax error is one error at its place, with the reader's expected and found")
  func syntaxError() throws {
    let text = #"""
      {
        "pages": 2,
        "images": [}
      """#
    let reading = OnboardingSpec.read(text)
    #expect(reading.spec == nil)
    // The '}' stands where images' first element should be.
    #expect(summaries(reading) == ["3:14 error images[0]"])
    let error = try #require(reading.diagnostics.first)
    var thrown: JSONSyntaxError?
    do { _ = try JSONReader().read(text) } catch { thrown = error }
    #expect(error.expected == thrown?.expected)
    #expect(error.found == thrown?.found)
    // Invalid UTF-8 and truncation are syntax errors too. In a key, the error is the object's.
    #expect(summaries(OnboardingSpec.read([0x7B, 0x22, 0xFF, 0x22])) == ["1:3 error $"])
    #expect(summaries(OnboardingSpec.read("{\"pages\": ")) == ["1:11 error pages"])
    #expect(summaries(OnboardingSpec.read("")) == ["1:1 error $"])
    // A value's error is the value's; a separator's or a key's, its container's.
    #expect(
      summaries(OnboardingSpec.read(#"{"images": [{"key": "a", "imageName": tru}]}"#))
        == ["1:39 error images[0].imageName"])
    #expect(
      summaries(OnboardingSpec.read(#"{"elements": [{"views": ["a" "b"]}]}"#))
        == ["1:30 error elements[0].views"])
    #expect(
      summaries(OnboardingSpec.read(#"{"images": [{"key": "a",, "x": 1}]}"#))
        == ["1:25 error images[0]"])
  }

  @Test("A root that is not an object is an error, and there is no spec")
  func rootNotObject() {
    let reading = OnboardingSpec.read("[1, 2]")
    #expect(reading.spec == nil)
    #expect(summaries(reading) == ["1:1 error $"])
    #expect(reading.diagnostics.first?.found == "an array of 2 values")
    #expect(OnboardingSpec.read("  \"pages\"").diagnostics.map(summary) == ["1:3 error $"])
  }

  // MARK: Rule 2: types

  @Test("Root keys of the wrong type are errors, and their defaults are kept")
  func rootTypes() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "baseImageURL": 5,
        "pages": 2.5,
        "showSkip": "yes",
        "showPageControl": 0,
        "scrollScale": "fast",
        "parallaxBackground": "cloud",
        "floatingImages": [1],
        "images": {},
        "elements": [3]
      }
      """#)
    // Values start at 7 + the key's length: 2 spaces, the quoted key, ": ".
    #expect(
      summaries(reading) == [
        "2:19 error baseImageURL", "3:12 error pages", "4:15 error showSkip",
        "5:22 note showPageControl", "6:18 error scrollScale", "7:25 error parallaxBackground",
        "8:22 error floatingImages[0]", "9:13 error images", "10:16 error elements[0]",
      ])
    let pages = try #require(diagnostic(reading, at: "3:12", "pages"))
    #expect(pages.expected.contains("an integer"))
    #expect(pages.found == "the number 2.5")
    #expect(diagnostic(reading, at: "4:15", "showSkip")?.found == "a string \"yes\"")
    let spec = try #require(reading.spec)
    #expect(spec.baseImageURL == "")
    #expect(spec.pageCount == 0)
    #expect(spec.showsSkip == false)
    #expect(spec.scrollScale == 0.45)
    #expect(spec.parallaxBackground.isEmpty)
  }

  @Test("Booleans are true, false or numbers, as the README writes \"addImmediately\": 1; noted")
  func booleansAcceptNumbers() throws {
    let reading = OnboardingSpec.read(
      #"""
      {"pages": 1, "showSkip": 1, "showPageControl": 0,
       "images": [{"key": "a", "imageName": "a.png", "addImmediately": 2.5}]}
      """#)
    // Each number is a note at the value, as each trailing comma is: a leniency.
    #expect(
      summaries(reading) == [
        "1:26 note showSkip", "1:48 note showPageControl", "2:66 note images[0].addImmediately",
      ])
    #expect(reading.diagnostics.allSatisfy { $0.expected == "true or false" })
    #expect(reading.diagnostics.first?.found == "the number 1")
    #expect(
      reading.diagnostics.first?.detail
        == "a number where JSON has true/false; the original reads it as a boolean: 0 is false, "
        + "any other number true")
    let spec = try #require(reading.spec)
    #expect(spec.showsSkip)
    #expect(!spec.showsPageControl)
    #expect(spec.images.first?.addsImmediately == true)
  }

  @Test("Image keys of the wrong type, and an image with no key, are errors")
  func imageTypes() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 1,
        "showSkip": true,
        "images": [
          {
            "key": "a",
            "imageName": 3,
            "anchorPoint": [0.5],
            "relativePosition": [0, "1"],
            "relativeKey": false,
            "addImmediately": "yes"
          },
          {
            "imageName": "b.png"
          },
          "c"
        ]
      }
      """#)
    // Image members' values start at 11 + the key's length.
    #expect(
      summaries(reading) == [
        "7:20 error images[0].imageName", "8:22 error images[0].anchorPoint",
        "9:31 error images[0].relativePosition[1]", "10:22 error images[0].relativeKey",
        "11:25 error images[0].addImmediately", "13:5 error images[1]", "16:5 error images[2]",
      ])
    #expect(
      diagnostic(reading, at: "8:22", "images[0].anchorPoint")?.found == "an array of 1 value")
    #expect(diagnostic(reading, at: "13:5", "images[1]")?.expected.contains("\"key\"") == true)
    let spec = try #require(reading.spec)
    #expect(spec.images.count == 1)
    let image = try #require(spec.images.first)
    #expect(image.key == "a")
    #expect(image.imageName == nil)
    #expect(image.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(image.relativePosition == nil)
    #expect(image.relativeKey == nil)
    #expect(!image.addsImmediately)
    #expect(image.path.description == "images[0]")
    #expect(image.location.description == "5:5")
  }

  @Test("Element keys of the wrong type or out of range are errors, and defaults are kept")
  func elementTypes() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}],
        "elements": [
          {
            "key": 5,
            "views": ["a", 2],
            "superview": [],
            "startScale": "1",
            "startPosition": [1, 2, 3],
            "appearPosition": ["x", 0],
            "duration": -1,
            "delay": "0",
            "springDamping": 0,
            "springVelocity": true,
            "appearanceDelay": -0.1,
            "disappearanceMultiplier": null,
            "item": [1.5],
            "appear": 2,
            "insertIndex": -2,
            "remove": "no",
            "customAppearAnimation": 7
          }
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "7:14 error elements[0].key", "8:22 error elements[0].views[1]",
        "9:20 error elements[0].superview", "10:21 error elements[0].startScale",
        "11:24 error elements[0].startPosition", "12:26 error elements[0].appearPosition[0]",
        "13:19 error elements[0].duration", "14:16 error elements[0].delay",
        "15:24 error elements[0].springDamping", "16:25 error elements[0].springVelocity",
        "17:26 error elements[0].appearanceDelay",
        "18:34 error elements[0].disappearanceMultiplier", "19:16 error elements[0].item[0]",
        "20:17 error elements[0].appear", "21:22 error elements[0].insertIndex",
        "22:17 error elements[0].remove", "23:32 error elements[0].customAppearAnimation",
      ])
    #expect(
      diagnostic(reading, at: "18:34", "elements[0].disappearanceMultiplier")?.found == "null")
    #expect(diagnostic(reading, at: "19:16", "elements[0].item[0]")?.found == "the number 1.5")
    let element = try #require(reading.spec?.elements.first)
    #expect(element.key == nil)
    #expect(element.views == ["a"])
    #expect(element.superview == nil)
    #expect(element.startScale == 1)
    #expect(element.startPosition == .zero)
    #expect(element.appearPosition == .zero)
    #expect(element.duration == 0.2)
    #expect(element.delay == 0)
    #expect(element.springDamping == 1)
    #expect(element.springVelocity == 1)
    #expect(element.appearanceDelay == 0)
    #expect(element.disappearanceMultiplier == 2)
    #expect(element.itemPages.isEmpty)
    #expect(element.insertIndex == -1)
    #expect(!element.removes)
    #expect(element.customAppearAnimation == nil)
    #expect(element.path.description == "elements[0]")
    #expect(element.location.description == "6:5")
  }

  @Test("Every element key is read into the spec")
  func elementValues() throws {
    let reading = OnboardingSpec.read(
      #"""
      {"pages": 3, "showSkip": true, "images": [{"key": "a", "imageName": "a.png"}],
       "elements": [{"key": "e", "views": ["a"], "superview": "a", "startScale": 0.5,
        "appearScale": 2, "endScale": 0.25, "startPosition": [0, 0], "appearPosition": [3, 4],
        "endPosition": [5, 6], "duration": 0.6, "delay": 0.1, "springDamping": 1.5,
        "springVelocity": -3, "appearanceDelay": 0.25, "disappearanceMultiplier": 3,
        "item": [1], "appear": [2], "disappear": [3], "dragDisappear": [1], "insertIndex": 4,
        "remove": true}]}
      """#)
    // "a" is its own superview: the only diagnostic.
    #expect(reading.diagnostics.map(\.path.description) == ["elements[0].superview"])
    let element = try #require(reading.spec?.elements.first)
    #expect(element.key == "e")
    #expect(element.startScale == 0.5)
    #expect(element.appearScale == 2)
    #expect(element.endScale == 0.25)
    #expect(element.appearPosition == Point(x: 3, y: 4))
    #expect(element.endPosition == Point(x: 5, y: 6))
    #expect(element.duration == 0.6)
    #expect(element.delay == 0.1)
    #expect(element.springDamping == 1.5)
    #expect(element.springVelocity == -3)
    #expect(element.appearanceDelay == 0.25)
    #expect(element.disappearanceMultiplier == 3)
    #expect(element.itemPages == [1])
    #expect(element.appearPages == [2])
    #expect(element.disappearPages == [3])
    #expect(element.dragDisappearPages == [1])
    #expect(element.insertIndex == 4)
    #expect(element.removes)
  }

  @Test("Page text keys must be page indexes in decimal, and their values strings")
  func pageTextKeys() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "showSkip": true,
        "showPageControl": true,
        "pageTexts": {
          "0": "Hello",
          "01": "Leading zero",
          "1": 2,
          "3": "Too far",
          "x": "Not a page",
          "2": "Bye"
        }
      }
      """#)
    // Page 1's text is not a string, so page 1 has none: the original crashes on page 2.
    #expect(
      summaries(reading) == [
        "5:16 error pageTexts", "7:5 error pageTexts[\"01\"]", "8:10 error pageTexts[\"1\"]",
        "9:5 error pageTexts[\"3\"]", "10:5 error pageTexts.x",
      ])
    #expect(reading.spec?.pageTexts == [0: "Hello", 2: "Bye"])
    let missing = try #require(diagnostic(reading, at: "5:16", "pageTexts"))
    #expect(missing.found == "texts for pages 0 and 2")
    #expect(missing.detail.contains("page 1 has no text"))
    #expect(missing.detail.contains("crashes when it settles on page 2"))
  }

  @Test("motionEnabled is read, and always warned about: the original reads motionImages")
  func motionEnabled() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 1,
        "showSkip": true,
        "motionEnabled": true,
        "motionImages": []
      }
      """#)
    // At the key, as every diagnostic about a key is.
    #expect(summaries(reading) == ["4:3 warning motionEnabled"])
    #expect(reading.diagnostics.first?.detail == "has no effect; the original reads motionImages")
    #expect(reading.spec?.motionEnabled == true)
  }

  @Test("pageText is the README's alias, noted; with pageTexts too, pageTexts wins")
  func pageTextAlias() {
    let alone = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "showPageControl": true,
        "pageText": {"0": "One", "1": "Done"}
      }
      """#)
    #expect(summaries(alone) == ["5:3 note pageText"])
    #expect(
      alone.diagnostics.first?.detail == "the README's name; the original's code reads pageTexts")
    #expect(alone.spec?.pageTexts == [0: "One", 1: "Done"])

    let both = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "showPageControl": true,
        "pageText": {"0": "Old"},
        "pageTexts": {"0": "One", "1": "Done"}
      }
      """#)
    #expect(summaries(both) == ["5:3 warning pageText"])
    #expect(both.spec?.pageTexts == [0: "One", 1: "Done"])
  }

  // MARK: Rule 3: unknown keys

  @Test("Unknown root, image and element keys are warnings at the key, with the nearest key")
  func unknownKeys() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "pageTxts": {},
        "images": [
          {
            "key": "a",
            "imageName": "a.png",
            "anchorPoit": [0, 0]
          }
        ],
        "elements": [
          {
            "views": ["a"],
            "apear": [1],
            "colour": "red"
          }
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "4:3 warning pageTxts", "9:7 warning images[0].anchorPoit",
        "15:7 warning elements[0].apear", "16:7 warning elements[0].colour",
      ])
    #expect(
      reading.diagnostics.map(\.detail) == [
        "did you mean \"pageTexts\"?", "did you mean \"anchorPoint\"?", "did you mean \"appear\"?",
        "it is ignored",
      ])
    #expect(reading.diagnostics.first?.found == "the key \"pageTxts\"")
    #expect(
      reading.diagnostics.first?.message
        == "expected a key the original reads in the root object, found the key \"pageTxts\" "
        + "(did you mean \"pageTexts\"?)")
  }

  // MARK: Rule 4: duplicate keys

  @Test("A key written twice in any object is a warning at the second; the last value is used")
  func duplicateKeys() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "pages": 3,
        "images": [
          {"key": "a", "imageName": "a.png", "key": "b"}
        ],
        "extra": {"x": 1, "y": {"z": 1, "z": 2}, "x": 3}
      }
      """#)
    #expect(
      summaries(reading) == [
        "4:3 warning pages", "6:40 warning images[0].key", "8:3 warning extra",
        "8:35 warning extra.y.z", "8:44 warning extra.x",
      ])
    #expect(
      diagnostic(reading, at: "4:3", "pages")?.detail.contains("first written at 2:3") == true)
    let spec = try #require(reading.spec)
    #expect(spec.pageCount == 3)
    #expect(spec.images.map(\.key) == ["b"])
  }

  // MARK: Rule 5: trailing commas

  @Test("Each trailing comma is a note at the comma, with the path of what it ends")
  func trailingCommas() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 1,
        "showSkip": true,
        "images": [
          {"key": "a", "imageName": "a.png",},
          {"key": "b", "imageName": "b.png"},
        ],
        "floatingImages": ["a", "b",],
      }
      """#)
    // The floating images are never added to the container: each is warned about.
    #expect(
      summaries(reading) == [
        "5:13 warning images[0].key", "5:38 note images[0]", "6:13 warning images[1].key",
        "6:39 note images", "8:30 note floatingImages", "8:32 note $",
      ])
    #expect(
      reading.notes.allSatisfy {
        $0.detail == "strict JSON readers reject a trailing comma; JSONSerialization accepts it"
      })
    #expect(reading.spec?.floatingImages == ["a", "b"])

    // Brackets, braces and escaped quotes inside strings do not confuse the paths.
    let tricky = OnboardingSpec.read(
      #"{"pages": 1, "showSkip": true, "images": [{"key": "a\"[{", "imageName": "x,]",},]}"#)
    #expect(summaries(tricky) == ["1:78 note images[0]", "1:80 note images"])
    // After a byte order mark, columns count from the first character after it.
    let marked = OnboardingSpec.read(
      [0xEF, 0xBB, 0xBF] + Array(#"{"pages": 1, "showSkip": true,}"#.utf8))
    #expect(summaries(marked) == ["1:30 note $"])
  }

  // MARK: Rule 6: references

  @Test("relativeKey must name an earlier image; image keys must be unique")
  func relativeKeys() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 1,
        "showSkip": true,
        "images": [
          {
            "key": "screen",
            "imageName": "s.png",
            "relativePosition": [0.5, 0.5],
            "relativeKey": "phone"
          },
          {
            "key": "phone",
            "imageName": "p.png",
            "relativePosition": [0.5, 0.5],
            "relativeKey": "scren"
          },
          {
            "key": "phone",
            "imageName": "p2.png",
            "relativePosition": [0.5, 0.5],
            "relativeKey": "phone"
          },
          {
            "key": "badge",
            "imageName": "b.png",
            "relativePosition": [1, 0],
            "relativeKey": "nothing"
          },
          {
            "key": "self",
            "imageName": "x.png",
            "relativePosition": [0, 0],
            "relativeKey": "self"
          }
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "9:22 error images[0].relativeKey", "15:22 error images[1].relativeKey",
        "18:14 error images[2].key", "27:22 error images[3].relativeKey",
        "33:22 error images[4].relativeKey",
      ])
    let forward = try #require(diagnostic(reading, at: "9:22", "images[0].relativeKey"))
    #expect(forward.detail.contains("defined later, at 12:14"))
    #expect(forward.found == "a string \"phone\"")
    #expect(
      diagnostic(reading, at: "15:22", "images[1].relativeKey")?.detail
        == "did you mean \"screen\"?")
    #expect(
      diagnostic(reading, at: "18:14", "images[2].key")?.detail.contains(
        "images[1] has it too, at 12:14")
        == true)
    #expect(
      diagnostic(reading, at: "27:22", "images[3].relativeKey")?.detail == "no image has this key")
    #expect(
      diagnostic(reading, at: "33:22", "images[4].relativeKey")?.detail
        == "an image cannot be placed against itself")
  }

  /// Views named by lists and elements, some of them custom views or the Skip button.
  private let viewsSpec = #"""
    {
      "pages": 2,
      "showSkip": false,
      "floatingImages": ["cloud", "bubble"],
      "motionImages": ["clowd"],
      "images": [{"key": "cloud", "imageName": "c.png"}],
      "elements": [
        {
          "views": ["skip"],
          "appear": [1]
        },
        {
          "customSubviews": "bubble",
          "superview": "cloud",
          "appear": [1]
        },
        {
          "views": ["cloud"],
          "superview": "bubbel",
          "disappear": [2]
        }
      ]
    }
    """#

  @Test("View keys other than customSubviews must name an image or Skip, whatever the registry")
  func viewReferencesWithRegistry() {
    let reading = OnboardingSpec.read(
      viewsSpec, registry: OnboardingRegistry(customViews: ["bubble"]))
    // "bubble" is registered, but the original finds floating images among the images only.
    #expect(
      summaries(reading) == [
        "1:1 note $", "4:31 error floatingImages[1]", "5:20 error motionImages[0]",
        "9:17 error elements[0].views[0]", "19:20 error elements[2].superview",
      ])
    #expect(
      diagnostic(reading, at: "4:31", "floatingImages[1]")?.detail
        == "\"bubble\" is a custom view registered from code, which the original reaches only "
        + "through an element's customSubviews")
    #expect(
      diagnostic(reading, at: "5:20", "motionImages[0]")?.message
        == "expected an image key, found a string \"clowd\" (did you mean \"cloud\"?)")
    #expect(
      diagnostic(reading, at: "9:17", "elements[0].views[0]")?.detail
        == "\"skip\" is the Skip button only when showSkip is true")
    // A superview is an image: the custom view "bubble" is not suggested.
    #expect(
      diagnostic(reading, at: "19:20", "elements[2].superview")?.detail == "no image has this key")
  }

  @Test("Without a registry, customSubviews is a note; other view keys naming no image are errors")
  func viewReferencesWithoutRegistry() {
    let reading = OnboardingSpec.read(viewsSpec)
    #expect(
      summaries(reading) == [
        "1:1 note $", "4:31 error floatingImages[1]", "5:20 error motionImages[0]",
        "9:17 error elements[0].views[0]", "13:25 note elements[1].customSubviews",
        "19:20 error elements[2].superview",
      ])
    #expect(
      diagnostic(reading, at: "4:31", "floatingImages[1]")?.detail == "no image has this key")
    #expect(
      diagnostic(reading, at: "5:20", "motionImages[0]")?.detail == "did you mean \"cloud\"?")
    #expect(
      diagnostic(reading, at: "13:25", "elements[1].customSubviews")?.message
        == "expected the key of a custom view registered from code, found a string \"bubble\" "
        + "(a custom view: it must be registered from code)")
  }

  @Test("customSubviews names registered custom views only: an image key there is an error")
  func customSubviewsNamespace() throws {
    let text = #"""
      {
        "pages": 1,
        "showSkip": true,
        "images": [{"key": "phone", "imageName": "p.png"}],
        "elements": [
          {"customSubviews": "phone", "item": [0]},
          {"customSubviews": "skip", "item": [0]},
          {"customSubviews": "buble", "item": [0]},
          {"views": ["bubble"], "item": [0]}
        ]
      }
      """#
    let registry = OnboardingRegistry(customViews: ["bubble"])
    let registered = OnboardingSpec.read(text, registry: registry)
    #expect(
      summaries(registered) == [
        "6:24 error elements[0].customSubviews", "7:24 error elements[1].customSubviews",
        "8:24 error elements[2].customSubviews", "9:16 error elements[3].views[0]",
      ])
    let image = try #require(diagnostic(registered, at: "6:24", "elements[0].customSubviews"))
    #expect(image.expected == "the key of a custom view registered from code")
    #expect(image.detail.hasPrefix("\"phone\" is an image, and customSubviews names a view"))
    #expect(image.detail.hasSuffix("did you mean \"views\": [\"phone\"]?"))
    #expect(
      diagnostic(registered, at: "7:24", "elements[1].customSubviews")?.detail.hasPrefix(
        "\"skip\" is the Skip button") == true)
    #expect(
      diagnostic(registered, at: "8:24", "elements[2].customSubviews")?.detail
        == "did you mean \"bubble\"?")
    #expect(
      diagnostic(registered, at: "9:16", "elements[3].views[0]")?.detail
        == "\"bubble\" is a custom view registered from code, which an element moves with "
        + "\"customSubviews\": \"bubble\"")
    // Without the code, an image or Skip in customSubviews is still an error; the rest notes.
    let unregistered = OnboardingSpec.read(text)
    #expect(
      summaries(unregistered) == [
        "6:24 error elements[0].customSubviews", "7:24 error elements[1].customSubviews",
        "8:24 note elements[2].customSubviews", "9:16 error elements[3].views[0]",
      ])
    // Registered from code under an image's key, the custom view is the one moved: no error.
    let both = OnboardingSpec.read(
      text, registry: OnboardingRegistry(customViews: ["bubble", "phone", "skip", "buble"]))
    #expect(summaries(both) == ["9:16 error elements[3].views[0]"])
  }

  @Test("A parallax background naming no image is an error: the original crashes on it")
  func parallaxBackgroundReferences() {
    let text = #"""
      {
        "pages": 1,
        "showSkip": true,
        "parallaxBackground": ["sky", "skip", "cloud"],
        "images": [{"key": "cloud", "imageName": "c.png"}]
      }
      """#
    #expect(summaries(OnboardingSpec.read(text)) == ["4:26 error parallaxBackground[0]"])
    // Custom views are registered after the background is built: still an error.
    let registered = OnboardingSpec.read(text, registry: OnboardingRegistry(customViews: ["sky"]))
    #expect(summaries(registered) == ["4:26 error parallaxBackground[0]"])
    #expect(registered.diagnostics.first?.detail.contains("crashes") == true)
  }

  @Test("Custom animations must be registered; without a registry they are notes")
  func animationReferences() {
    let text = #"""
      {
        "pages": 1,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}],
        "elements": [
          {
            "views": ["a"],
            "customAppearAnimation": "fade",
            "customDisappearAnimation": "shrnk",
            "appear": [1]
          }
        ]
      }
      """#
    let registered = OnboardingSpec.read(
      text, registry: OnboardingRegistry(customAnimations: ["fade", "shrink"]))
    #expect(summaries(registered) == ["9:35 error elements[0].customDisappearAnimation"])
    #expect(registered.diagnostics.first?.detail == "did you mean \"shrink\"?")
    let unregistered = OnboardingSpec.read(text)
    #expect(
      summaries(unregistered) == [
        "8:32 note elements[0].customAppearAnimation",
        "9:35 note elements[0].customDisappearAnimation",
      ])
  }

  @Test("An element with no views and no custom view moves nothing: a warning")
  func elementMovesNothing() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 1,
        "showSkip": true,
        "elements": [
          {"key": "empty", "appear": [1]},
          {"views": [], "item": [0]}
        ]
      }
      """#)
    #expect(summaries(reading) == ["5:5 warning elements[0]", "6:5 warning elements[1]"])
    #expect(reading.diagnostics.first?.detail == "it moves nothing")
  }

  // MARK: Rule 7: page indexes

  @Test("Page indexes must be integers from 0 to pages, the rubber band included")
  func pageIndexes() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}],
        "elements": [
          {
            "views": ["a"],
            "appear": [1, 3, 4, -1],
            "disappear": [2.5]
          }
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "8:24 error elements[0].appear[2]", "8:27 error elements[0].appear[3]",
        "9:21 error elements[0].disappear[0]",
      ])
    #expect(
      reading.diagnostics.first?.expected
        == "an integer from 0 to 3 (page 3 is the rubber band past the last page)")
    #expect(reading.diagnostics.first?.found == "the number 4")
    #expect(reading.spec?.elements.first?.appearPages == [1, 3])
  }

  // MARK: Rule 8: page texts

  @Test("Page texts without the page dots crash the original at the first settle: an error")
  func pageTextsWithoutPageControl() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "pageTexts": {"0": "Hi", "1": "Done"}
      }
      """#)
    #expect(summaries(reading) == ["4:16 error pageTexts"])
    #expect(reading.diagnostics.first?.detail.contains("crashes at the first settle") == true)
  }

  @Test("A missing page text crashes the original when it settles past the shortened list")
  func missingPageTexts() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 4,
        "showSkip": true,
        "showPageControl": true,
        "pageTexts": {"0": "One", "2": "Three"}
      }
      """#)
    // Labels for pages 0 and 2 and no dismiss button: two text items, so page 2 is past them.
    #expect(summaries(reading) == ["5:16 error pageTexts", "5:16 error pageTexts"])
    let missing = try #require(reading.diagnostics.first)
    #expect(missing.expected == "a text for every page from 0 to 2")
    #expect(missing.found == "texts for pages 0 and 2")
    #expect(missing.detail.contains("page 1 has no text"))
    #expect(missing.detail.contains("crashes when it settles on page 2"))
    #expect(reading.diagnostics.last?.expected == "a text for page 3, the dismiss button's title")

    // Only the dismiss button's title missing: three labels, and page 2 is the last one.
    let noTitle = OnboardingSpec.read(
      #"{"pages": 3, "showSkip": true, "showPageControl": true, "pageTexts": {"0": "A", "1": "B"}}"#
    )
    #expect(summaries(noTitle) == ["1:70 error pageTexts"])
    #expect(noTitle.diagnostics.first?.detail.contains("settles on page 2") == true)

    let complete = OnboardingSpec.read(
      #"{"pages": 2, "showPageControl": true, "pageTexts": {"0": "A", "1": "Done"}}"#)
    #expect(complete.diagnostics.isEmpty)
  }

  // MARK: Rule 9: two transitions of one view on one page

  @Test("Two elements moving one view on one page in one role: a warning at the second")
  func twoTransitions() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}, {"key": "b", "imageName": "b.png"}],
        "elements": [
          {"key": "first", "views": ["a"], "appear": [1], "disappear": [2]},
          {"key": "second", "views": ["a", "b"], "appear": [1], "item": [1]},
          {"key": "third", "views": ["b"], "disappear": [2], "appear": [2]}
        ]
      }
      """#)
    #expect(summaries(reading) == ["7:55 warning elements[1].appear[0]"])
    let warning = try #require(reading.diagnostics.first)
    #expect(warning.detail.contains("elements[0] (\"first\") already has one, at 6:49"))
    #expect(warning.detail.contains("Do not apply multiple transitions to the same object"))
  }

  @Test(
    "Drag lists of one bucket run in one scroll event: two elements' appear and disappear clash")
  func dragTransitionsCollide() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}, {"key": "b", "imageName": "b.png"}],
        "elements": [
          {"key": "in", "views": ["a"], "appear": [1], "item": [2]},
          {"key": "out", "views": ["a"], "disappear": [1], "dragDisappear": [2]},
          {"key": "both", "views": ["b"], "appear": [2], "disappear": [2], "item": [1]},
          {"key": "back", "views": ["b"], "dragDisappear": [2, 1]}
        ]
      }
      """#)
    // "out" disappears a while "in" makes it appear, towards page 1; "back" takes b away on a
    // drag back from page 2 while "both" makes it appear. An item with another element's
    // dragDisappear (a on page 2, b on page 1: the demo's MDP icon), and one element's own
    // lists (b on page 2), do not clash.
    #expect(
      summaries(reading) == [
        "7:50 warning elements[1].disappear[0]", "9:55 warning elements[3].dragDisappear[0]",
      ])
    let towards = try #require(reading.diagnostics.first)
    #expect(
      towards.expected
        == "one drag transition (appear, disappear or dragDisappear) of \"a\" on page 1")
    #expect(towards.found == "the number 1 in disappear")
    #expect(
      towards.detail.hasPrefix(
        "elements[0] (\"in\") has it in appear, at 6:46: both run in each scroll event of a drag "
          + "towards page 1, and the last one written wins; the README: \"Do not apply"))
    let back = try #require(reading.diagnostics.last)
    #expect(
      back.detail.hasPrefix(
        "elements[2] (\"both\") has it in appear, at 8:48: both run in each scroll event of a "
          + "drag back from page 2"))
  }

  @Test("A custom view is not the image of the same key: no self-superview, no parallax clash")
  func customViewIsNotTheImage() {
    let text = #"""
      {
        "pages": 1,
        "showSkip": true,
        "parallaxBackground": ["sky"],
        "images": [{"key": "sky", "imageName": "sky.png"}],
        "elements": [{"customSubviews": "sky", "superview": "sky", "item": [0]}]
      }
      """#
    // The conductor moves the custom view "sky" inside the background image "sky".
    #expect(
      OnboardingSpec.read(text, registry: OnboardingRegistry(customViews: ["sky"])).diagnostics
        .isEmpty)
  }

  // MARK: Rule 10: appearance delays that never complete

  private func delaySpec(_ delay: String, custom: Bool = false) -> String {
    """
    {
      "pages": 2,
      "showSkip": true,
      "images": [{"key": "a", "imageName": "a.png"}],
      "elements": [
        {
          "views": ["a"],\(custom ? " \"customAppearAnimation\": \"fade\"," : "")
          "appear": [1],
          "appearanceDelay": \(delay)
        }
      ]
    }
    """
  }

  @Test("An appearance delay from 1/1.95 never completes, and from 1 never moves")
  func appearanceDelays() throws {
    // q = (1 - d)/d at the end of the drag; q > 0.95 snaps to 1, so it completes while
    // (1 - d)/d > 0.95, that is d < 1/1.95.
    let threshold = 1 / (1 + 0.95)
    let registry = OnboardingRegistry(customAnimations: ["fade"])
    for delay in ["0", "0.5", "\(threshold - 1e-6)"] {
      #expect(OnboardingSpec.read(delaySpec(delay)).diagnostics.isEmpty, "delay \(delay)")
    }
    for delay in ["\(threshold + 1e-6)", "0.6", "1", "1.5"] {
      #expect(
        summaries(OnboardingSpec.read(delaySpec(delay)))
          == ["9:26 warning elements[0].appearanceDelay"], "delay \(delay)")
    }
    let partial = try #require(OnboardingSpec.read(delaySpec("0.6")).diagnostics.first)
    // (1 - 0.6)/0.6 = 0.6667.
    #expect(partial.detail.contains("at most 0.667 of the way"))
    #expect(partial.expected.contains("0.5128"))
    let never = try #require(OnboardingSpec.read(delaySpec("1")).diagnostics.first)
    #expect(never.detail.contains("never moves"))
    // A custom appear animation gets the raw fraction: no delay applies.
    #expect(
      OnboardingSpec.read(delaySpec("0.8", custom: true), registry: registry).diagnostics.isEmpty)
  }

  // MARK: Rule 11: what else a designer wants to know

  @Test("A spec with no pages: an error when it has elements, a warning when empty")
  func missingPages() {
    let reading = OnboardingSpec.read(
      #"{"showSkip": true, "elements": [{"views": ["skip"], "appear": [1]}]}"#)
    #expect(summaries(reading) == ["1:1 error $"])
    #expect(summaries(OnboardingSpec.read("{}")) == ["1:1 warning $"])
  }

  @Test("Page entries that never run, and pages listed twice, are warnings")
  func entriesThatNeverRun() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "images": [{"key": "a", "imageName": "a.png"}],
        "elements": [
          {
            "views": ["a"],
            "item": [0, 2],
            "appear": [0, 1, 1],
            "dragDisappear": [0, 2]
          }
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "8:19 warning elements[0].item[1]", "9:18 warning elements[0].appear[0]",
        "9:24 warning elements[0].appear[2]", "10:25 warning elements[0].dragDisappear[0]",
        "10:28 warning elements[0].dragDisappear[1]",
      ])
    #expect(
      diagnostic(reading, at: "9:18", "elements[0].appear[0]")?.detail
        == "no drag goes towards page 0, so appear on page 0 never runs")
    #expect(
      diagnostic(reading, at: "8:19", "elements[0].item[1]")?.expected == "a page from 0 to 1")
  }

  @Test("Elements that fight the original's maths or UIKit are flagged")
  func elementQuirks() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 2,
        "showSkip": true,
        "parallaxBackground": ["sky"],
        "images": [
          {"key": "sky", "imageName": "sky.png"},
          {"key": "a", "imageName": "a.png"}
        ],
        "elements": [
          {
            "views": ["a"],
            "customSubviews": "bubble",
            "appear": [1]
          },
          {
            "views": ["a"],
            "superview": "a",
            "item": [1],
            "startPosition": [10, 0]
          },
          {
            "views": ["sky"],
            "disappear": [2],
            "disappearanceMultiplier": 0,
            "startScale": -1,
            "endPosition": [-1, 5]
          }
        ]
      }
      """#,
      registry: OnboardingRegistry(customViews: ["bubble"]))
    #expect(
      summaries(reading) == [
        "11:16 warning elements[0].views", "17:20 error elements[1].superview",
        "19:24 warning elements[1].startPosition", "22:17 warning elements[2].views[0]",
        "24:34 warning elements[2].disappearanceMultiplier", "25:21 note elements[2].startScale",
        "26:23 note elements[2].endPosition[0]",
      ])
  }

  @Test("Image quirks: the Skip button's key, a missing file name, a lone relativeKey")
  func imageQuirks() {
    let reading = OnboardingSpec.read(
      #"""
      {
        "baseImageURL": "onboarding/",
        "pages": 1,
        "showSkip": true,
        "images": [
          {"key": "skip", "imageName": "s.png"},
          {"key": "noName"},
          {"key": "b", "imageName": "b.png", "relativeKey": "skip"}
        ]
      }
      """#)
    #expect(
      summaries(reading) == [
        "6:13 warning images[0].key", "7:5 error images[1]", "8:55 warning images[2].relativeKey",
      ])
    // Without a base URL the original does not crash on a missing name: a warning.
    let noBase = OnboardingSpec.read(#"{"pages": 1, "showSkip": true, "images": [{"key": "a"}]}"#)
    #expect(summaries(noBase) == ["1:43 warning images[0]"])
  }

  @Test("A flow nothing can close is noted")
  func nothingCloses() {
    #expect(summaries(OnboardingSpec.read(#"{"pages": 1}"#)) == ["1:1 note $"])
  }

  // MARK: Whole files

  @Test("The demo-like file reads with its three trailing commas as notes and no errors")
  func demoLikeFile() throws {
    let reading = OnboardingSpec.read(demoLikeSpec, registry: demoRegistry)
    #expect(!reading.hasErrors)
    // The trailing commas, and the booleans written as numbers (but motionEnabled's, which
    // has no effect and is warned about).
    #expect(
      reading.notes.map(summary) == [
        "8:15 note showSkip", "9:22 note showPageControl", "29:25 note images[1].addImmediately",
        "34:32 note images[2]", "46:38 note images[4]", "51:32 note images[5]",
        "63:17 note elements[0].remove", "75:17 note elements[1].remove",
        "86:17 note elements[2].remove", "96:17 note elements[3].remove",
      ])
    #expect(
      reading.warnings.map(summary) == [
        "6:3 warning motionEnabled", "61:18 warning elements[0].appear[0]",
        "122:17 warning elements[7].views[0]",
      ])
    let spec = try #require(reading.spec)
    #expect(spec.pageCount == 5)
    #expect(spec.images.count == 6)
    #expect(spec.elements.count == 8)
    #expect(spec.pageTexts.count == 5)
    #expect(spec.showsSkip && spec.showsPageControl)
    #expect(spec.images[3].relativeKey == "phone")
    #expect(spec.elements[2].customSubview == "bubble")
    #expect(spec.elements[7].appearPosition == Point(x: -496, y: -150))

    // Without the code, its custom views and animations are notes too, and still no error.
    let withoutCode = OnboardingSpec.read(demoLikeSpec)
    #expect(!withoutCode.hasErrors)
    #expect(
      withoutCode.notes.map(summary).filter { !$0.hasSuffix(".remove") } == [
        "8:15 note showSkip", "9:22 note showPageControl", "29:25 note images[1].addImmediately",
        "34:32 note images[2]", "46:38 note images[4]", "51:32 note images[5]",
        "79:25 note elements[2].customSubviews", "95:35 note elements[3].customDisappearAnimation",
        "108:32 note elements[5].customAppearAnimation",
      ])
  }

  @Test("A file where everything is wrong reports every problem at once, in the file's order")
  func everythingWrong() throws {
    let reading = OnboardingSpec.read(
      #"""
      {
        "pages": 3,
        "pagez": 1,
        "showSkip": "no",
        "showPageControl": true,
        "motionEnabled": true,
        "pageTexts": {"0": "Hi", "5": "Nope"},
        "images": [
          {"key": "a", "imageName": "a.png", "relativePosition": [0, 0], "relativeKey": "b"},
          {"key": "b", "imageName": "b.png",},
          {"key": "a", "imageName": "a2.png"}
        ],
        "elements": [
          {"views": ["a", "ghost"], "appear": [1, 9], "appearanceDelay": 0.75},
          {"views": ["a"], "appear": [1], "superview": "b", "remove": 1, "remove": 0},
          {"item": [0]}
        ]
      }
      """#,
      registry: OnboardingRegistry())
    #expect(
      summaries(reading) == [
        "1:1 note $",
        "3:3 warning pagez",
        "4:15 error showSkip",
        "6:3 warning motionEnabled",
        "7:16 error pageTexts",
        "7:16 error pageTexts",
        "7:28 error pageTexts[\"5\"]",
        "9:83 error images[0].relativeKey",
        "10:13 warning images[1].key",
        "10:38 note images[1]",
        "11:13 error images[2].key",
        "14:21 error elements[0].views[1]",
        "14:45 error elements[0].appear[1]",
        "14:68 warning elements[0].appearanceDelay",
        "15:33 warning elements[1].appear[0]",
        "15:68 warning elements[1].remove",
        "15:78 note elements[1].remove",
        "16:5 warning elements[2]",
      ])
    #expect(diagnostic(reading, at: "3:3", "pagez")?.detail == "did you mean \"pages\"?")
    #expect(
      diagnostic(reading, at: "9:83", "images[0].relativeKey")?.detail.contains("10:13") == true)
    // (1 - 0.75)/0.75 = 0.333.
    #expect(
      diagnostic(reading, at: "14:68", "elements[0].appearanceDelay")?.detail.contains("0.333")
        == true)
    #expect(
      diagnostic(reading, at: "15:33", "elements[1].appear[0]")?.detail.contains("14:42") == true)
    let spec = try #require(reading.spec)
    #expect(spec.elements[1].removes == false)
    #expect(spec.elements[0].appearPages == [1])
    #expect(
      reading.diagnostics.allSatisfy { !$0.expected.isEmpty && !$0.found.isEmpty },
      "every diagnostic says what was expected and what was found")
  }

  // MARK: Robustness

  @Test("Deep nesting reads without a stack overflow; too deep is a syntax error")
  func deepNesting() {
    let depth = 511
    let nested =
      "{\"pages\": 1, \"showSkip\": true, \"x\": " + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + "}"
    #expect(summaries(OnboardingSpec.read(nested)) == ["1:32 warning x"])
    let tooDeep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let reading = OnboardingSpec.read(tooDeep)
    #expect(reading.spec == nil)
    #expect(reading.diagnostics.count == 1)
  }

  @Test("After 10,000 diagnostics the rest are counted in one, as severe as the worst")
  func diagnosticLimit() throws {
    let count = 20_001
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"floatingImages\": ["
      + Array(repeating: "1", count: count).joined(separator: ",") + "]}"
    let reading = OnboardingSpec.read(text)
    #expect(reading.diagnostics.count == 10_001)
    let last = try #require(reading.diagnostics.last)
    #expect(last.severity == .error)
    #expect(last.found == "10001 more")
    #expect(isSorted(reading.diagnostics))
  }

  @Test("Hundreds of random mutations of a valid spec never crash, and stay sorted")
  func mutations() {
    var random = SplitMix64(seed: 0x5EED_CA20_5E11)
    let original = Array(demoLikeSpec.utf8)
    let tokens = Array("{}[],:\"\\-0123456789.eEtfnul /".utf8)
    let numbers = ["-1", "0", "1.5", "0.5129", "1e308", "99999999999999999999", "-0", "2"]
    let names = ["cloud", "phone", "skip", "x", "pages", "0", "9", "pageTexts", "bubble", ""]
    var specsRead = 0
    for iteration in 0..<400 {
      var bytes = original
      for _ in 0..<(1 + Int(random.next() % 3)) where !bytes.isEmpty {
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 8 {
        case 0:
          let end = min(bytes.count, position + 1 + Int(random.next() % 20))
          bytes.removeSubrange(position..<end)
        case 1:
          bytes.insert(tokens[Int(random.next() % UInt64(tokens.count))], at: position)
        case 2:
          bytes[position] = UInt8(truncatingIfNeeded: random.next())
        case 3:
          let end = min(bytes.count, position + 1 + Int(random.next() % 200))
          let slice = Array(bytes[position..<end])
          bytes.insert(contentsOf: slice, at: Int(random.next() % UInt64(bytes.count)))
        case 4, 5:
          // Replace a number with another, keeping the text JSON.
          if let start = bytes[position...].firstIndex(where: { (48...57).contains($0) }) {
            var end = start
            while end < bytes.count, (48...57).contains(bytes[end]) || bytes[end] == 46 {
              end += 1
            }
            let replacement = numbers[Int(random.next() % UInt64(numbers.count))]
            bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
          }
        case 6:
          // Replace a string's contents with a name, keeping the text JSON.
          if let open = bytes[position...].firstIndex(of: 34),
            let close = bytes[(open + 1)...].firstIndex(of: 34)
          {
            let name = names[Int(random.next() % UInt64(names.count))]
            bytes.replaceSubrange((open + 1)..<close, with: Array(name.utf8))
          }
        default:
          bytes.removeSubrange(position...)
        }
      }
      let registry = iteration.isMultiple(of: 2) ? demoRegistry : nil
      let reading = OnboardingSpec.read(bytes, registry: registry)
      #expect(isSorted(reading.diagnostics), "mutation \(iteration)")
      #expect(
        reading.diagnostics.allSatisfy {
          $0.location.offset <= bytes.count && $0.location.line >= 1 && $0.location.column >= 1
        }, "mutation \(iteration)")
      if reading.spec == nil { #expect(reading.hasErrors, "mutation \(iteration)") }
      if reading.spec != nil { specsRead += 1 }
    }
    // Enough mutations stay JSON for the validator, not only the reader, to be exercised.
    #expect(specsRead >= 50)
  }

  @Test("Hundreds of random specs of random keys and values never crash, and stay sorted")
  func randomSpecs() {
    var random = SplitMix64(seed: 42)
    var severities = Set<OnboardingDiagnostic.Severity>()
    for iteration in 0..<300 {
      let text = RandomSpec.text(&random)
      let registry =
        iteration.isMultiple(of: 3)
        ? nil : OnboardingRegistry(customViews: ["v0", "v1"], customAnimations: ["fade"])
      let reading = OnboardingSpec.read(text, registry: registry)
      #expect(reading.spec != nil, "spec \(iteration): \(text)")
      #expect(isSorted(reading.diagnostics), "spec \(iteration)")
      severities.formUnion(reading.diagnostics.map(\.severity))
      if let spec = reading.spec {
        let pages = spec.pageCount
        let allPages = spec.elements.flatMap {
          $0.itemPages + $0.appearPages + $0.disappearPages + $0.dragDisappearPages
        }
        // Out-of-range pages are reported and dropped, so a conductor can index its buckets.
        #expect(allPages.allSatisfy { $0 >= 0 && (pages == 0 || $0 <= pages) }, "spec \(iteration)")
      }
    }
    #expect(severities == [.error, .warning, .note])
  }

  // MARK: Hostile files: each would take minutes with work quadratic in its size

  @Test("Trailing commas 500 deep: one pass, one path per note kept, none built past the limit")
  func deepTrailingCommas() throws {
    let depth = 500
    let count = 50_000
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"x\": " + String(repeating: "[", count: depth)
      + String(repeating: "[1,],", count: count) + "1" + String(repeating: "]", count: depth) + "}"
    let reading = OnboardingSpec.read(text)
    // The unknown key x is kept ahead of the notes: 1 warning and 9,999 notes, then the count.
    #expect(reading.diagnostics.count == 10_001)
    #expect(reading.warnings.map(\.path.description) == ["x"])
    let deepest = "x" + String(repeating: "[0]", count: depth - 1)
    #expect(reading.diagnostics[1].path.description == deepest + "[0]")
    #expect(reading.diagnostics[9_999].path.description == deepest + "[9998]")
    #expect(reading.diagnostics[9_999].expected == "']' right after the last element")
    let last = try #require(reading.diagnostics.last)
    #expect(last.found == "\(count - 9_999) more")
    #expect(last.severity == .note)
    #expect(isSorted(reading.diagnostics))
  }

  @Test("50,000 images with a relativeKey naming nothing: no list of the earlier keys per image")
  func manyUnresolvedRelativeKeys() throws {
    let count = 50_000
    // Image i is placed against "k(i − 1)x": one edit from the key of the image before it.
    let images = (0..<count).map {
      "{\"key\": \"k\($0)\", \"imageName\": \"a\", \"relativePosition\": [0, 0], "
        + "\"relativeKey\": \"k\($0 - 1)x\"}"
    }
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"images\": [" + images.joined(separator: ",\n") + "]}"
    let reading = OnboardingSpec.read(text)
    // 10,000 errors kept, then the count of the rest, an error too.
    #expect(reading.diagnostics.count == 10_001)
    #expect(reading.errors.count == 10_001)
    #expect(
      reading.errors.dropLast().allSatisfy { $0.path.description.hasSuffix(".relativeKey") })
    #expect(reading.errors[0].detail == "no image has this key")
    #expect(reading.errors[1].detail == "did you mean \"k0\"?")
    #expect(reading.errors[300].detail == "did you mean \"k299\"?")
    #expect(reading.diagnostics.last?.found == "\(count - 10_000) more")
  }

  @Test("Thousands of misspelt views among 1,000 keys of 1 KB: keys past 256 bytes are skipped")
  func longCandidateKeys() throws {
    let long = String(repeating: "A", count: 1_000)
    let images =
      ["{\"key\": \"cloud\", \"imageName\": \"c\"}"]
      + (0..<1_000).map { "{\"key\": \"\(long)\($0)\", \"imageName\": \"a\"}" }
    let references = ["\"clowd\""] + (0..<4_000).map { "\"b\($0)\"" }
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"images\": [" + images.joined(separator: ",")
      + "], \"floatingImages\": [" + references.joined(separator: ",") + "]}"
    let reading = OnboardingSpec.read(text)
    #expect(reading.errors.count == 4_001)
    #expect(reading.errors.allSatisfy { $0.path.description.hasPrefix("floatingImages[") })
    #expect(reading.errors.first?.detail == "did you mean \"cloud\"?")
    #expect(reading.errors.dropFirst().allSatisfy { $0.detail == "no image has this key" })
  }

  @Test("Two elements moving the same 10,000 views on 5,000 pages: each entry checked once")
  func manyViewsOnManyPages() throws {
    let views = 10_000
    let pages = 5_000
    let images = (0..<views).flatMap {
      [
        "{\"key\": \"v\($0)\", \"imageName\": \"a\"}",
        "{\"key\": \"w\($0)\", \"imageName\": \"a\"}",
      ]
    }
    func list(_ prefix: String) -> String {
      "[" + (0..<views).map { "\"\(prefix)\($0)\"" }.joined(separator: ",") + "]"
    }
    let pageList = "[" + (1...pages).map(String.init).joined(separator: ",") + "]"
    let text =
      "{\"pages\": \(pages), \"showSkip\": true, \"images\": [" + images.joined(separator: ",")
      + "], \"elements\": [{\"views\": \(list("v")), \"appear\": \(pageList)}, "
      + "{\"views\": \(list("v")), \"appear\": \(pageList)}, "
      + "{\"views\": \(list("w")), \"disappear\": \(pageList)}]}"
    let reading = OnboardingSpec.read(text)
    // The second element's every entry clashes with the first's; the third shares no view.
    #expect(reading.diagnostics.count == pages)
    #expect(reading.warnings.count == pages)
    #expect(
      reading.warnings.allSatisfy { $0.path.description.hasPrefix("elements[1].appear[") })
    #expect(reading.warnings.first?.expected == "one appear transition of \"v0\" on page 1")
    #expect(
      reading.warnings.last?.expected == "one appear transition of \"v0\" on page \(pages)")
  }

  @Test("100,000 objects of two members 500 deep: an object's path is built at its first duplicate")
  func manyObjectsDeep() throws {
    let depth = 500
    let count = 100_000
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"x\": " + String(repeating: "[", count: depth)
      + String(repeating: "{\"a\": 1, \"b\": 2},", count: count) + "{\"a\": 1, \"a\": 2}"
      + String(repeating: "]", count: depth) + "}"
    let reading = OnboardingSpec.read(text)
    #expect(
      reading.diagnostics.map(\.path.description) == [
        "x", "x" + String(repeating: "[0]", count: depth - 1) + "[\(count)].a",
      ])
    #expect(reading.diagnostics.last?.found == "the key \"a\" again")
  }

  @Test("Past 10,000 diagnostics, errors are kept first, then warnings, then notes")
  func diagnosticLimitKeepsErrors() throws {
    // 20,000 trailing commas, found first, then an unknown key, a duplicate and a wrong type.
    let commas = 20_000
    let text =
      "{\"pages\": 1, \"showSkip\": true, \"x\": [" + String(repeating: "[1,],", count: commas)
      + "1], \"scrollScale\": \"fast\", \"pages\": 2}"
    let reading = OnboardingSpec.read(text)
    #expect(reading.diagnostics.count == 10_001)
    #expect(reading.errors.map(\.path.description) == ["scrollScale"])
    #expect(reading.warnings.map(\.path.description) == ["x", "pages"])
    // The notes kept are the first found, and the rest are counted.
    #expect(reading.diagnostics[1].path.description == "x[0]")
    #expect(reading.diagnostics[9_997].path.description == "x[9996]")
    let last = try #require(reading.diagnostics.last)
    #expect(last.found == "\(commas - 9_997) more")
    #expect(last.severity == .note)
    #expect(isSorted(reading.diagnostics))
    #expect(reading.spec?.pageCount == 2)

    // 15,000 unknown keys, then 10 elements that are not objects: every error is kept, and the
    // warnings they push out are counted with the rest.
    let unknown = (0..<15_000).map { "\"k\($0)\": 0" }.joined(separator: ", ")
    let keys = OnboardingSpec.read(
      "{\"pages\": 1, \"showSkip\": true, \(unknown), \"elements\": [0,1,2,3,4,5,6,7,8,9]}")
    #expect(keys.errors.map(\.path.description) == (0..<10).map { "elements[\($0)]" })
    // 9,990 warnings kept, and the count, as severe as the worst it counts.
    #expect(keys.warnings.count == 9_990 + 1)
    #expect(keys.diagnostics.last?.found == "5010 more")
    #expect(keys.diagnostics.last?.severity == .warning)
    #expect(isSorted(keys.diagnostics))
  }
}

/// A seeded generator (SplitMix64), so the random tests are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random spec texts: known keys with values of random types and ranges, and a few others.
private enum RandomSpec {
  static let rootKeys = [
    "baseImageURL", "pages", "parallaxBackground", "floatingImages", "motionImages",
    "motionEnabled", "showSkip", "showPageControl", "scrollScale", "pageTexts", "pageText",
    "images", "elements", "pagez",
  ]
  static let imageKeys = [
    "key", "imageName", "anchorPoint", "relativePosition", "relativeKey", "addImmediately", "kye",
  ]
  static let elementKeys = [
    "key", "views", "customSubviews", "superview", "startScale", "appearScale", "endScale",
    "startPosition", "appearPosition", "endPosition", "duration", "delay", "springDamping",
    "springVelocity", "appearanceDelay", "disappearanceMultiplier", "item", "appear", "disappear",
    "dragDisappear", "customAppearAnimation", "customDisappearAnimation", "insertIndex", "remove",
    "veiws",
  ]
  static let names = ["a", "b", "c", "skip", "v0", "v1", "fade", "0", "1", "2", "9"]

  static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T {
    items[Int(random.next() % UInt64(items.count))]
  }

  static func number(_ random: inout SplitMix64) -> String {
    pick(["0", "1", "2", "3", "-1", "0.5", "0.75", "1.5", "-0.25", "6", "10001", "1e300"], &random)
  }

  /// A value of a random kind; `depth` bounds the nesting.
  static func value(_ random: inout SplitMix64, depth: Int = 0) -> String {
    switch random.next() % (depth > 2 ? 5 : 8) {
    case 0: return "null"
    case 1: return pick(["true", "false"], &random)
    case 2, 3: return number(&random)
    case 4: return "\"\(pick(names, &random))\""
    case 5, 6:
      let count = Int(random.next() % 4)
      return "[" + (0..<count).map { _ in value(&random, depth: depth + 1) }.joined(separator: ", ")
        + "]"
    default:
      let count = Int(random.next() % 3)
      return "{"
        + (0..<count).map { _ in
          "\"\(pick(names, &random))\": \(value(&random, depth: depth + 1))"
        }.joined(separator: ", ") + "}"
    }
  }

  static func object(_ keys: [String], _ random: inout SplitMix64) -> String {
    let count = Int(random.next() % 8)
    return "{"
      + (0..<count).map { _ in
        let key = pick(keys, &random)
        return "\"\(key)\": \(member(key, &random))"
      }.joined(separator: ", ") + "}"
  }

  /// A value for `key`: mostly of its type, sometimes anything.
  static func member(_ key: String, _ random: inout SplitMix64) -> String {
    if random.next() % 5 == 0 { return value(&random) }
    switch key {
    case "images":
      return "["
        + (0..<Int(random.next() % 5)).map { _ in object(imageKeys, &random) }
        .joined(separator: ", ") + "]"
    case "elements":
      return "["
        + (0..<Int(random.next() % 5)).map { _ in object(elementKeys, &random) }
        .joined(separator: ", ") + "]"
    case "pageTexts", "pageText":
      return "{"
        + (0..<Int(random.next() % 4)).map { _ in "\"\(pick(names, &random))\": \"text\"" }
        .joined(separator: ", ") + "}"
    case "parallaxBackground", "floatingImages", "motionImages", "views":
      return "["
        + (0..<Int(random.next() % 3)).map { _ in "\"\(pick(names, &random))\"" }
        .joined(separator: ", ") + "]"
    case "item", "appear", "disappear", "dragDisappear":
      return "["
        + (0..<Int(random.next() % 3)).map { _ in number(&random) }
        .joined(separator: ", ") + "]"
    case "anchorPoint", "relativePosition", "startPosition", "appearPosition", "endPosition":
      return "[\(number(&random)), \(number(&random))]"
    case "key", "imageName", "relativeKey", "customSubviews", "superview",
      "customAppearAnimation", "customDisappearAnimation", "baseImageURL":
      return "\"\(pick(names, &random))\""
    default:
      return number(&random)
    }
  }

  static func text(_ random: inout SplitMix64) -> String {
    object(rootKeys, &random)
  }
}
