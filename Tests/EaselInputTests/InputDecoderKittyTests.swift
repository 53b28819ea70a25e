import Testing

@testable import EaselInput

@Suite("InputDecoder: kitty keyboard protocol")
struct InputDecoderKittyTests {
  @Test(
    "The §5.3 examples decode with their modifiers and event types",
    arguments: [
      ("\(csi)97u", "K a - press"), ("\(csi)97;5u", "K a ctrl press"), ("\(csi)97;6u", "K A ctrl press"),
      ("\(csi)97:65;2;65u", "K A - press"), ("\(csi)97;1:2u", "K a - repeat"),
      ("\(csi)97;1:3u", "K a - release"), ("\(csi)27u", "K escape - press"),
      ("\(csi)13;2u", "K enter shift press"), ("\(csi)9u", "K tab - press"),
      ("\(csi)127u", "K backspace - press"), ("\(csi)99;5u", "K c ctrl press"),
      ("\(csi)97;9u", "K a super press"), ("\(csi)97;17u", "K a hyper press"),
      ("\(csi)97;33u", "K a meta press"), ("\(csi)32;5:1u", "K space ctrl press"),
    ])
  func examples(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
  }

  @Test(
    "Every functional key code of §5.4 maps to its key",
    arguments: [
      (57358, "caps_lock"), (57359, "scroll_lock"), (57360, "num_lock"), (57361, "print_screen"),
      (57362, "pause"), (57363, "menu"), (57376, "f13"), (57398, "f35"), (57399, "kp_0"),
      (57408, "kp_9"), (57409, "kp_decimal"), (57410, "kp_divide"), (57411, "kp_multiply"),
      (57412, "kp_subtract"), (57413, "kp_add"), (57414, "kp_enter"), (57415, "kp_equal"),
      (57416, "kp_separator"), (57417, "kp_left"), (57420, "kp_down"), (57421, "kp_pageup"),
      (57426, "kp_delete"), (57427, "kp_begin"), (57428, "media_play"), (57440, "mute_volume"),
      (57441, "left_shift"), (57442, "left_control"), (57443, "left_alt"), (57444, "left_super"),
      (57445, "left_hyper"), (57446, "left_meta"), (57447, "right_shift"), (57448, "right_control"),
      (57449, "right_alt"), (57450, "right_super"), (57451, "right_hyper"), (57452, "right_meta"),
      (57453, "iso_level3_shift"), (57454, "iso_level5_shift"),
    ])
  func functionalCodes(code: Int, name: String) {
    #expect(DecoderHarness.lines(of: "\(csi)\(code)u") == ["K \(name) - press"])
  }

  @Test("KP_BEGIN also comes as CSI 57427 ~")
  func keypadBeginTilde() {
    #expect(DecoderHarness.lines(of: "\(csi)57427~") == ["K kp_begin - press"])
  }

  @Test("Modifier keys report the state after the event and are written without mods (§5.6)")
  func modifierKeys() {
    let events = DecoderHarness.decodeAllWays("\(csi)57441;2u\(csi)57441;1:3u")
    #expect(DecoderHarness.lines(events) == ["K left_shift - press", "K left_shift - release"])
    guard case .key(let press) = events[0] else {
      Issue.record("not a key")
      return
    }
    #expect(press.key == .modifier(.leftShift))
    #expect(press.modifiers == .shift)
  }

  @Test(
    "Legacy-shaped keys under the protocol carry :event sub-fields (§5.5)",
    arguments: [
      ("\(csi)1;2:2C", "K right shift repeat"), ("\(csi)3;5:3~", "K delete ctrl release"),
      ("\(csi)1;1:3A", "K up - release"), ("\(csi)15;1:2~", "K f5 - repeat"),
      ("\(csi)1;5:3P", "K f1 ctrl release"), ("\(csi)1;1:1H", "K home - press"),
      ("\(csi)1;6:3R", "K f3 shift+ctrl release"), ("\(csi)1;1:3E", "K begin - release"),
    ])
  func legacyShapes(input: String, expected: String) {
    #expect(DecoderHarness.lines(of: input) == [expected])
    #expect(DecoderHarness.key(of: input)?.hasReportedPhase == true)
  }

  @Test("CSI-u reports have a reported phase even without an event field; legacy bytes do not")
  func reportedPhase() {
    #expect(DecoderHarness.key(of: "\(csi)97u")?.hasReportedPhase == true)
    #expect(DecoderHarness.key(of: "\(csi)1;5A")?.hasReportedPhase == false)
    #expect(DecoderHarness.key(of: "a")?.hasReportedPhase == false)
  }

  @Test("Alternate keys fill shiftedKey and baseLayoutKey; an empty shifted field is allowed")
  func alternateKeys() {
    let shifted = DecoderHarness.key(of: "\(csi)120:88;2u")
    #expect(shifted?.key == .character("x"))
    #expect(shifted?.shiftedKey == "X")
    #expect(shifted?.baseLayoutKey == nil)
    let cyrillic = DecoderHarness.key(of: "\(csi)1089::99;5u")
    #expect(cyrillic?.key == .character("с"))
    #expect(cyrillic?.shiftedKey == nil)
    #expect(cyrillic?.baseLayoutKey == "c")
    #expect(cyrillic?.modifiers == .control)
  }

  @Test("Associated text becomes the event's text; code 0 is a pure text event")
  func associatedText() {
    let key = DecoderHarness.key(of: "\(csi)97:65;2;65u")
    #expect(key?.text == "A")
    let composed = DecoderHarness.key(of: "\(csi)0;;229u")
    #expect(composed?.key == .character("å"))
    #expect(composed?.text == "å")
    let several = DecoderHarness.key(of: "\(csi)101;;101:769u")
    #expect(several?.text == "e\u{301}")
  }

  @Test("Empty fields take their defaults and extra sub-fields are ignored")
  func defaultsAndExtras() {
    #expect(DecoderHarness.lines(of: "\(csi)97;u") == ["K a - press"])
    #expect(DecoderHarness.lines(of: "\(csi)97;:3u") == ["K a - release"])
    #expect(DecoderHarness.lines(of: "\(csi)97:65:97:1;5:3:9u") == ["K a ctrl release"])
    #expect(DecoderHarness.lines(of: "\(csi)97;1:3;;;u") == ["K a - release"])
  }

  @Test("Lock modifiers are kept but not shown in the canonical line")
  func locks() {
    let key = DecoderHarness.key(of: "\(csi)97;65u")
    #expect(key?.modifiers == .capsLock)
    #expect(key?.canonical == "K a - press")
  }

  @Test("Invalid codes, modifiers and event types drop the report")
  func invalidReports() {
    var decoder = InputDecoder()
    let bad = "\(csi)1114112u\(csi)55296u\(csi)97;999u\(csi)97;1:7u\(csi)57500u\(csi);5u\(csi)0u"
    #expect(decoder.feed(Array(bad.utf8), at: .zero).isEmpty)
    #expect(decoder.discardedSequenceCount == 7)
  }
}
