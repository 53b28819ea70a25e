import EaselInput
import Testing

@testable import EaselTools

@Suite("DragIntent")
struct DragIntentTests {
  static let latchCombinations = [
    Latches(), Latches(snap: true), Latches(constrain: true), Latches(snap: true, constrain: true),
  ]

  @Test("Every modifier combination under every latch gives the intent of the table")
  func everyCombination() {
    for bits in UInt8(0)..<16 {
      let held = Modifiers(rawValue: bits)
      let shift = bits & 1 != 0
      let alt = bits & 2 != 0
      let command = bits & 12 != 0
      for latched in Self.latchCombinations {
        let intent = DragIntent(held: held, latched: latched)
        let expected = DragIntent(
          constrain: latched.constrain ? !shift : shift, snapToGrid: latched.snap ? !command : command,
          fromCenter: alt, extendsSelection: shift, togglesSelection: command)
        #expect(intent == expected, "held \(held.canonical), latches \(latched)")
      }
    }
  }

  @Test("Plain modifiers map one to one with no latch")
  func plainModifiers() {
    #expect(DragIntent(held: [], latched: .none) == .plain)
    #expect(
      DragIntent(held: .shift, latched: .none)
        == DragIntent(constrain: true, extendsSelection: true))
    #expect(
      DragIntent(held: .control, latched: .none)
        == DragIntent(snapToGrid: true, togglesSelection: true))
    #expect(
      DragIntent(held: .superKey, latched: .none)
        == DragIntent(snapToGrid: true, togglesSelection: true))
    #expect(DragIntent(held: .alt, latched: .none) == DragIntent(fromCenter: true))
  }

  @Test("A latch inverts its modifier: G with Cmd does not snap, C with Shift does not constrain")
  func latchesInvert() {
    let both = Latches(snap: true, constrain: true)
    #expect(DragIntent(held: [], latched: both) == DragIntent(constrain: true, snapToGrid: true))
    let held = DragIntent(held: [.shift, .control, .superKey], latched: both)
    #expect(held == DragIntent(extendsSelection: true, togglesSelection: true))
    #expect(DragIntent(held: [.hyper, .meta, .capsLock, .numLock], latched: .none) == .plain)
  }
}
