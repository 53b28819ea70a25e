import Testing

@testable import EaselGeometry

@Suite("Snapping")
struct SnappingTests {
  @Test("Coordinates snap to the nearest multiple of the step")
  func nearestMultiple() {
    #expect(snap(0, step: 8) == 0)
    #expect(snap(3, step: 8) == 0)
    #expect(snap(5, step: 8) == 8)
    #expect(snap(11, step: 8) == 8)
    #expect(snap(13, step: 8) == 16)
    #expect(snap(16, step: 8) == 16)
  }

  @Test("Halves go to the larger coordinate, right and down")
  func halvesGoUp() {
    #expect(snap(4, step: 8) == 8)
    #expect(snap(12, step: 8) == 16)
    #expect(snap(2, step: 4) == 4)
    #expect(snap(-4, step: 8) == 0)
    #expect(snap(-12, step: 8) == -8)
    #expect(snap(-2, step: 4) == 0)
  }

  @Test("Negative coordinates snap as s × floor(x / s + 0.5)")
  func negatives() {
    #expect(snap(-1, step: 8) == 0)
    #expect(snap(-3, step: 8) == 0)
    #expect(snap(-5, step: 8) == -8)
    #expect(snap(-8, step: 8) == -8)
    #expect(snap(-13, step: 8) == -16)
    #expect(snap(-3, step: 3) == -3)
    #expect(snap(-2, step: 3) == -3)
    #expect(snap(-1, step: 3) == 0)
  }

  @Test("Snapping matches the spec formula for every small coordinate and step")
  func matchesFormula() {
    for step in 1...9 {
      for x in -60...60 {
        let reference = Int((Double(x) / Double(step) + 0.5).rounded(.down)) * step
        #expect(snap(x, step: step) == reference, "x \(x) step \(step)")
      }
    }
  }

  @Test("A step below 1 leaves the coordinate alone")
  func degenerateStep() {
    #expect(snap(7, step: 0) == 7)
    #expect(snap(-7, step: -3) == -7)
  }

  @Test("Floor division and modulo round toward negative infinity")
  func floorArithmetic() {
    #expect(floorDivide(7, 2) == 3)
    #expect(floorDivide(-7, 2) == -4)
    #expect(floorDivide(-8, 2) == -4)
    #expect(floorDivide(-1, 4) == -1)
    #expect(floorModulo(-1, 4) == 3)
    #expect(floorModulo(-8, 4) == 0)
    #expect(floorModulo(9, 4) == 1)
  }
}
