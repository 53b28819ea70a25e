extension InputDecoder {
  /// The end marker of a bracketed paste, `CSI 201 ~`.
  static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Capacity kept between pastes; a larger buffer is released after its paste.
  static let retainedPasteCapacity = 1 << 20

  /// Starts a bracketed paste after `CSI 200 ~` (mode 2004).
  mutating func beginPaste() {
    state = .paste
    pasteBuffer.removeAll(keepingCapacity: true)
    pasteDropped = 0
    pasteMarkerMatched = 0
  }

  /// Consumes paste content up to the first `CSI 201 ~`. Nothing inside starts a sequence
  /// (not ESC, not C1 bytes); NUL is removed; content past `maxPasteBytes` is only counted.
  mutating func decodePaste(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into events: inout [InputEvent]
  ) -> Int {
    var index = start
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if pasteMarkerMatched > 0 {
        if byte == Self.pasteEndMarker[pasteMarkerMatched] {
          pasteMarkerMatched += 1
          index += 1
          if pasteMarkerMatched == Self.pasteEndMarker.count {
            finishPaste(into: &events)
            return index
          }
          continue
        }
        // Not the marker after all: what matched so far is content; look at `byte` again.
        appendPasteMarkerPrefix()
        continue
      }
      if byte == 0x1B {
        pasteMarkerMatched = 1
        index += 1
        continue
      }
      if byte == 0 {
        index += 1
        continue
      }
      var end = index + 1
      while end < count {
        let next = bytes[end]
        if next == 0x1B || next == 0 { break }
        end += 1
      }
      appendPasteContent(UnsafeBufferPointer(rebasing: bytes[index..<end]))
      index = end
    }
    return index
  }

  /// Adds content, keeping at most `maxPasteBytes`.
  mutating func appendPasteContent(_ content: UnsafeBufferPointer<UInt8>) {
    let room = max(0, configuration.maxPasteBytes - pasteBuffer.count)
    if content.count <= room {
      pasteBuffer.append(contentsOf: content)
    } else {
      pasteBuffer.append(contentsOf: UnsafeBufferPointer(rebasing: content[..<room]))
      pasteDropped &+= content.count - room
    }
  }

  /// Turns a partly matched end marker back into content.
  mutating func appendPasteMarkerPrefix() {
    let matched = pasteMarkerMatched
    pasteMarkerMatched = 0
    guard matched > 0 else { return }
    Self.pasteEndMarker.withUnsafeBufferPointer { marker in
      appendPasteContent(UnsafeBufferPointer(rebasing: marker[..<matched]))
    }
  }

  /// Emits the paste; invalid UTF-8 in it becomes U+FFFD.
  mutating func finishPaste(into events: inout [InputEvent]) {
    state = .ground
    let text = String(decoding: pasteBuffer, as: UTF8.self)
    events.append(.paste(PasteEvent(text: text, droppedByteCount: pasteDropped)))
    if pasteBuffer.capacity > Self.retainedPasteCapacity {
      pasteBuffer = []
    } else {
      pasteBuffer.removeAll(keepingCapacity: true)
    }
    pasteDropped = 0
    pasteMarkerMatched = 0
  }
}
