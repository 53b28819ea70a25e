import EaselInput
import Glibc

// libFuzzer targets for the pure input layer and the file loader. A plain `swift build` makes a
// harmless executable that explains itself; `Scripts/fuzz.sh` builds it with `-DFUZZING
// -sanitize=fuzzer,address` (SwiftPM renames an executable's `main`, so libFuzzer is entered
// through LLVMFuzzerRunDriver).

/// Which target to run, from `EASEL_FUZZ_TARGET`: `decoder`, `tracker`, `loader`, `render`
/// (loader plus every way a document is drawn) or `generated` (documents built at the canvas
/// limits) or `import` (text diagrams: import then render gives the text back) or `blocks` (the
/// diagram block around a line of a text file, saved back unchanged byte for byte).
let target = getenv("EASEL_FUZZ_TARGET").map { String(cString: $0) } ?? "decoder"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  switch target {
  case "tracker": FuzzChecks.keyTracker(bytes)
  case "loader": FuzzChecks.loader(bytes)
  case "render": FuzzChecks.loadAndRender(bytes)
  case "generated": FuzzChecks.generated(bytes)
  case "import": FuzzChecks.importText(bytes)
  case "blocks": FuzzChecks.diagramBlocks(bytes)
  default: FuzzChecks.decoder(bytes)
  }
  return 0
}

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
#else
  print(
    "easel-fuzz: build with Scripts/fuzz.sh to run the libFuzzer targets (decoder, tracker, loader, render, generated, import, blocks)."
  )
#endif
