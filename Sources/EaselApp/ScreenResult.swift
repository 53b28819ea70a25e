/// What a screen returns for one event: bytes to write and, maybe, a request to exit.
struct ScreenResult: Sendable, Equatable {
  var bytes: [UInt8] = []
  var exit: ExitRequest?
}
