import Testing

/// The real `easel` executable on a pseudo-terminal. Serialized: the scenarios measure
/// latencies (a synthesized release within 250 ms, exit within 1 s) that parallel children on a
/// shared 2-core machine would blur.
@Suite("easel end to end", .serialized)
struct EndToEnd {}
