// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "Easel",
  products: [
    .executable(name: "easel", targets: ["easel"]),
    .executable(name: "easel-bench", targets: ["easel-bench"]),
    .executable(name: "easel-fuzz", targets: ["EaselFuzz"]),
  ],
  targets: [
    // Pure input layer: bytes -> events, key down/repeat/up. No Glibc, no Foundation.
    .target(name: "EaselInput", swiftSettings: strict),
    // Generic command machinery: chords, keymap, catalog validation, menu model. Pure.
    .target(name: "EaselCommands", dependencies: ["EaselInput"], swiftSettings: strict),
    // Pure application core: capability probe, terminal modes as bytes, drivers, screen.
    .target(
      name: "EaselApp",
      dependencies: [
        "EaselInput", "EaselCommands", "EaselGeometry", "EaselDocument", "EaselRaster", "EaselRender",
        "EaselTools", "EaselImport",
      ],
      swiftSettings: strict),
    // Pure geometry: cell, dot and canvas coordinates, rects, snapping, cell aspect.
    .target(name: "EaselGeometry", swiftSettings: strict),
    // Pure document model: shapes, IDs, selection, invertible transactions, history.
    .target(name: "EaselDocument", dependencies: ["EaselGeometry"], swiftSettings: strict),
    // Tools and gestures: drag intent, creation previews, drag tracking. Pure.
    .target(
      name: "EaselTools", dependencies: ["EaselDocument", "EaselGeometry", "EaselInput", "EaselRaster"],
      swiftSettings: strict),
    // The .easel file format: strict, bounded decoding and deterministic encoding. No I/O.
    .target(
      name: "EaselFileFormat", dependencies: ["EaselDocument", "EaselGeometry"], swiftSettings: strict),
    // Pure rasterizing: shapes -> drawn cells and dots (box, ellipse, line, Braille, junctions),
    // the eraser's geometry, SVG export.
    .target(
      name: "EaselRaster", dependencies: ["EaselGeometry", "EaselDocument"], swiftSettings: strict),
    // Pure screen: cells, grids, compositor, frame diff, escape encoding, text export.
    .target(
      name: "EaselRender", dependencies: ["EaselGeometry", "EaselDocument", "EaselRaster"],
      swiftSettings: strict),
    // Text in: ASCII and box-drawing diagrams recognised as a document (spec §10). Pure.
    .target(
      name: "EaselImport", dependencies: ["EaselGeometry", "EaselDocument", "EaselRaster"],
      swiftSettings: strict),
    // The only module that talks to the OS (termios, signals, fds, poll, clock).
    .target(name: "EaselTerminal", swiftSettings: strict),
    // The commit baked in at build time (Scripts/stamp-commit.sh writes an ignored header). C.
    .target(name: "EaselBuildInfo"),
    .executableTarget(
      name: "easel",
      dependencies: [
        "EaselApp", "EaselInput", "EaselTerminal", "EaselDocument", "EaselFileFormat", "EaselRaster",
        "EaselRender", "EaselImport", "EaselBuildInfo",
      ], swiftSettings: strict),
    .executableTarget(
      name: "easel-bench",
      dependencies: [
        "EaselApp", "EaselInput", "EaselTerminal", "EaselDocument", "EaselFileFormat", "EaselRaster",
        "EaselRender", "EaselGeometry", "EaselImport",
      ], swiftSettings: strict),
    // libFuzzer targets (Scripts/fuzz.sh); a plain build makes a harmless executable.
    .executableTarget(
      name: "EaselFuzz",
      dependencies: [
        "EaselInput", "EaselDocument", "EaselFileFormat", "EaselGeometry", "EaselRaster", "EaselRender",
        "EaselImport",
      ],
      swiftSettings: strict),
    .target(
      name: "EaselTestSupport", dependencies: ["EaselInput", "EaselRaster", "EaselRender", "EaselGeometry"],
      path: "Tests/EaselTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "EaselInputTests", dependencies: ["EaselInput", "EaselTestSupport"], swiftSettings: strict),
    .testTarget(
      name: "EaselCommandsTests", dependencies: ["EaselCommands", "EaselInput", "EaselTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "EaselAppTests",
      dependencies: [
        "EaselApp", "EaselInput", "EaselTestSupport", "EaselDocument", "EaselGeometry", "EaselRender",
        "EaselCommands", "EaselTools", "EaselRaster", "EaselTerminal", "EaselImport",
      ],
      swiftSettings: strict),
    .testTarget(name: "EaselGeometryTests", dependencies: ["EaselGeometry"], swiftSettings: strict),
    .testTarget(
      name: "EaselRasterTests",
      dependencies: ["EaselRaster", "EaselRender", "EaselGeometry", "EaselDocument", "EaselTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "EaselRenderTests",
      dependencies: ["EaselRender", "EaselRaster", "EaselGeometry", "EaselDocument", "EaselTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "EaselDocumentTests", dependencies: ["EaselDocument", "EaselGeometry", "EaselTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "EaselFileFormatTests",
      dependencies: ["EaselFileFormat", "EaselDocument", "EaselGeometry", "EaselTestSupport"],
      swiftSettings: strict),
    .testTarget(name: "EaselTerminalTests", dependencies: ["EaselTerminal"], swiftSettings: strict),
    .testTarget(
      name: "EaselToolsTests", dependencies: ["EaselTools", "EaselDocument", "EaselGeometry", "EaselInput"],
      swiftSettings: strict),
    .testTarget(
      name: "EaselImportTests",
      dependencies: [
        "EaselImport", "EaselDocument", "EaselGeometry", "EaselRender", "EaselFileFormat", "EaselTestSupport",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "EaselEndToEndTests", dependencies: ["EaselTestSupport", "easel"], swiftSettings: strict),
  ]
)
