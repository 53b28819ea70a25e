import EaselDocument
import EaselGeometry
import EaselRaster

/// The document as drawn in the viewport, kept between frames so a change redraws only the
/// rows it touched.
///
/// Damage is redrawn in bands of whole viewport rows: a band's edges are the viewport's own,
/// so a wide character or a junction never straddles the edge of what is redrawn, and a band
/// costs the shapes crossing it (found through the `SpatialIndex`), not the document's size.
public struct CanvasLayer: Sendable {
  public private(set) var grid: CellGrid
  public private(set) var origin: CanvasPoint
  public private(set) var options: RasterOptions
  /// How many viewport rows the last update redrew, for tests and frame statistics.
  public private(set) var rowsRedrawn = 0
  private var isDrawn = false

  public init(size: CellSize = .zero, origin: CanvasPoint = .zero, options: RasterOptions = RasterOptions()) {
    grid = CellGrid(size: size)
    self.origin = origin
    self.options = options
  }

  /// The canvas area the layer shows.
  public var canvasRect: CanvasRect { CanvasRect(origin: origin, size: grid.size) }

  /// Brings the layer up to date with `document`. Everything is redrawn when the viewport moved
  /// or changed size (a new, blank grid), the options changed, or `damage` is nil (unknown); otherwise only the rows
  /// the damaged canvas areas cross.
  ///
  /// `overlay` are shapes drawn on top of the document without being part of it (the preview of
  /// a shape being dragged out, or of shapes being moved); `hidden` are document shapes not
  /// drawn meanwhile (the originals of those being moved). Shapes the document hides (their own
  /// flag or a group's) are never drawn. The old and new bounds of both must
  /// be in `damage`.
  public mutating func update(
    document: Document, index: SpatialIndex, viewport: CanvasRect, options: RasterOptions,
    damage: [CanvasRect]?, overlay: [Shape] = [], hidden: Set<ShapeID> = []
  ) {
    let resized = viewport.size != grid.size
    if resized { grid = CellGrid(size: viewport.size) }
    var rows: [Range<Int>]
    if !isDrawn || resized || viewport.origin != origin || options != self.options || damage == nil {
      origin = viewport.origin
      self.options = options
      rows = [0..<grid.size.rows]
    } else {
      rows = Self.rowBands(for: damage ?? [], in: canvasRect)
    }
    isDrawn = true
    rowsRedrawn = 0
    for band in rows where !band.isEmpty {
      let area = CanvasRect(
        column: origin.column, row: origin.row + band.lowerBound, columns: grid.size.columns, rows: band.count
      )
      var shapes = index.shapes(intersecting: area, in: document)
      if !hidden.isEmpty { shapes.removeAll { hidden.contains($0.id) } }
      // Hidden shapes (spec §9) are not drawn; `isDrawn` is a flag test for shapes in no group.
      shapes.removeAll { !document.isDrawn($0) }
      shapes += overlay.lazy.filter { $0.bounds.intersects(area) && document.isDrawn($0) }
      Rasterizer.draw(
        shapes, area: area, into: &grid, at: CellPoint(column: 0, row: band.lowerBound), options: options)
      rowsRedrawn += band.count
    }
  }

  /// Forgets what is drawn, so the next update redraws everything.
  public mutating func invalidate() { isDrawn = false }

  /// The viewport rows (relative to the layer) that `damage` crosses, merged into sorted,
  /// disjoint bands.
  static func rowBands(for damage: [CanvasRect], in visible: CanvasRect) -> [Range<Int>] {
    var bands: [Range<Int>] = []
    for rect in damage {
      let clipped = rect.intersection(visible)
      guard !clipped.isEmpty else { continue }
      bands.append((clipped.minRow - visible.minRow)..<(clipped.maxRow - visible.minRow))
    }
    bands.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for band in bands {
      if let last = merged.last, band.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
      } else {
        merged.append(band)
      }
    }
    return merged
  }
}
