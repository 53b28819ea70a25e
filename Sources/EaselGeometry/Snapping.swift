/// Snaps `x` to the nearest multiple of `step`: s × floor(x / s + 0.5), as spec §5.1 says.
///
/// Computed in integers as floor((2x + s) / 2s) × s, so halves go to the larger coordinate
/// (right, down) for negative coordinates too; a step below 1 leaves `x` unchanged.
public func snap(_ x: Int, step: Int) -> Int {
  guard step > 0 else { return x }
  return floorDivide(2 * x + step, 2 * step) * step
}

/// Integer division rounding toward negative infinity (Swift's `/` rounds toward zero).
///
/// Coordinates may be negative, and dots, cells and grid lines must split them the same way
/// on both sides of zero.
public func floorDivide(_ a: Int, _ b: Int) -> Int {
  let quotient = a / b
  return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}

/// The remainder that goes with `floorDivide`: always in 0..<b for a positive `b`.
public func floorModulo(_ a: Int, _ b: Int) -> Int {
  a - floorDivide(a, b) * b
}
