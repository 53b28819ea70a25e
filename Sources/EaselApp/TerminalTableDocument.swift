/// The terminal table (`TerminalTraits.table`) as the Markdown section of docs/terminals.md, so
/// the document says what the code does: `EASEL_RECORD=1 swift test --disable-xctest --filter
/// TerminalTableDocumentTests` rewrites the section.
public enum TerminalTableDocument {
  public static let beginMarker = "<!-- terminal table: generated from TerminalProfile.swift, do not edit -->"
  public static let endMarker = "<!-- end of the terminal table -->"

  /// A representative answer and environment for each row, to show what Easel says there.
  static func sample(_ kind: TerminalKind) -> Capabilities {
    var capabilities = Capabilities()
    switch kind {
    case .xterm: capabilities.terminalVersion = "XTerm(379)"
    case .kitty:
      capabilities.terminalVersion = "kitty(0.26.5)"
      capabilities.kittyKeyboardFlags = 0
    case .alacritty: capabilities.terminalEnvironment = ["TERM": "alacritty"]
    case .vte: capabilities.terminalEnvironment = ["VTE_VERSION": "7006"]
    case .konsole: capabilities.terminalEnvironment = ["KONSOLE_VERSION": "221203"]
    case .mlterm: capabilities.terminalEnvironment = ["MLTERM": "3.9.0"]
    case .urxvt: capabilities.terminalEnvironment = ["TERM": "rxvt-unicode-256color"]
    case .st: capabilities.terminalEnvironment = ["TERM": "st-256color"]
    case .tmux: capabilities.terminalVersion = "tmux 3.3a"
    case .screen: capabilities.terminalEnvironment = ["STY": "1.pts-0.host"]
    }
    return capabilities
  }

  static func cell(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "|" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

  public static func markdown() -> String {
    var lines = [beginMarker, ""]
    lines += [
      "What Easel knows about each terminal (`Sources/EaselApp/TerminalProfile.swift`; `easel --probe`",
      "prints the row it found). A terminal is identified by what it answers (XTVERSION, then DA2's",
      "terminal type) and, where it answers nothing, by its environment; under tmux or screen the",
      "terminal outside is named by the variables it left, and its mouse rules apply.",
      "",
      "| terminal | identified by | colours | Braille in the default font | Alt+letter | kitty keys | wheel reports folded into one notch (at most) | keys it keeps | mouse it keeps |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for row in TerminalTraits.table {
      let kind = row.kind ?? .xterm
      let colours = row.colors?.rawValue ?? "as TERM / COLORTERM say"
      let alt =
        row.needsMetaSendsEscape
        ? "ESC-prefixed once Easel turns on `CSI ? 1036 h`" : "as the terminal sends it"
      let keys =
        row.takenKeys.isEmpty ? "—" : row.takenKeys.map { "\($0.label) (\($0.use))" }.joined(separator: "; ")
      var mouse: [String] = []
      if let shift = row.shiftDrag {
        mouse.append(
          "Shift+drag at the press (\(shift.use))"
            + (row.shiftMidDragReported ? "; Shift pressed mid-drag is reported" : ""))
      }
      if let ctrl = row.ctrlClick { mouse.append("Ctrl+click (\(ctrl.use))") }
      if kind.isMultiplexer {
        mouse.append("passes modifier+mouse through: the outer terminal's rules apply")
      }
      let wheel = "\(row.wheelEventsPerNotch)" + (row.wheelNote.map { " (\($0))" } ?? "")
      var identity = row.identifiedBy
      if row.misreadsKeyboardQueries {
        identity += " (the kitty and modifyOtherKeys queries are not sent: st misreads them)"
      }
      lines.append(
        "| \(row.name) | \(cell(identity)) | \(colours) | \(yesNo(row.hasBrailleInDefaultFont)) | \(alt) | "
          + "\(yesNo(row.kittyKeyboard)) | \(wheel) | \(cell(keys)) | "
          + "\(cell(mouse.isEmpty ? "—" : mouse.joined(separator: "; "))) |")
    }
    lines += [
      "",
      "The settings that hand a swallowed key or gesture to programs, and what works in Easel meanwhile",
      "(the shortcut sheet shows the alternative in that terminal, `--probe` the setting):",
      "",
      "| terminal | key or gesture | what the terminal does | what works in Easel | setting |",
      "| --- | --- | --- | --- | --- |",
    ]
    for row in TerminalTraits.table {
      for key in row.takenKeys {
        lines.append(
          "| \(row.name) | \(cell(key.label)) | \(key.use) | \(cell(key.instead)) | \(cell(key.setting)) |")
      }
      if let ctrl = row.ctrlClick {
        lines.append(
          "| \(row.name) | Ctrl+click | opens \(ctrl.use) | G latches snap | \(cell(ctrl.setting)) |")
      }
      if let shift = row.shiftDrag {
        lines.append(
          "| \(row.name) | Shift+drag | \(shift.use) | C latches constrain | \(cell(shift.setting)) |")
      }
    }
    lines += [
      "",
      "What each gesture needs there, as `easel --probe`, the status bar and the sheet say it",
      "(screen and tmux as found with no outer terminal named in the environment):",
      "",
      "| terminal | Shift-drag | Cmd-drag as Ctrl | Alt-drag | Super |",
      "| --- | --- | --- | --- | --- |",
    ]
    for row in TerminalTraits.table {
      let support = GestureModifierSupport(capabilities: sample(row.kind ?? .xterm))
      let cells = ["Shift", "Ctrl", "Alt", "Super"].map { name in
        support.rows.first { $0.modifier == name }.map { "\($0.delivery.rawValue): \($0.advice)" } ?? "—"
      }
      lines.append("| \(row.name) | " + cells.map(cell).joined(separator: " | ") + " |")
    }
    lines += ["", endMarker]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `document` with its generated section replaced by `markdown()`; nil without the markers.
  public static func replacingSection(in document: String) -> String? {
    guard let begin = document.firstRange(of: beginMarker), let end = document.firstRange(of: endMarker),
      begin.lowerBound < end.lowerBound
    else { return nil }
    var tail = document[end.upperBound...]
    if tail.hasPrefix("\n") { tail = tail.dropFirst() }
    return String(document[..<begin.lowerBound]) + markdown() + tail
  }
}
