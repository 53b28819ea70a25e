import EaselCommands

/// `docs/easel.1`, the man page, generated from the command-line declarations
/// (`CommandLineOptions.commands`) and the command catalog's default keymap, so it cannot drift
/// from `--help` or the keys (a test compares the file with this output; `EASEL_RECORD=1 swift
/// test --disable-xctest --filter ManPageTests` rewrites it).
public enum ManPage {
  public static func roff() -> String {
    var page = """
      .\\" Generated from Sources/EaselApp/CommandLineDeclarations.swift and the command catalog;
      .\\" do not edit: EASEL_RECORD=1 swift test --disable-xctest --filter ManPageTests rewrites it.
      .TH EASEL 1 "" "Easel \(CommandLineOptions.version)" "User Commands"
      .SH NAME
      easel \\- draw boxes, lines and text diagrams in the terminal
      .SH SYNOPSIS

      """
    for command in CommandLineOptions.commands {
      page += ".B \(escaped(command.synopsis))\n.br\n"
    }
    page += """
      .SH DESCRIPTION
      Easel is a canvas editor for the terminal: rectangles, ellipses, lines and connectors that
      follow the shapes they join, text and free-hand strokes, saved as a \\fB.easel\\fR file and
      exported as text, text with colours or SVG. It runs in any terminal with a mouse, over SSH
      too, and uses the kitty keyboard protocol or xterm's modifyOtherKeys where the terminal has
      them. Without \\fIFILE\\fR it opens an untitled canvas.
      .SH OPTIONS

      """
    for option in CommandLineOptions.topLevel.options { page += item(option) }
    page += ".SH COMMANDS\n"
    for command in CommandLineOptions.commands where command.name != nil {
      page += ".TP\n.B \(escaped(command.synopsis))\n\(escaped(command.summary)).\n"
      if !command.options.isEmpty {
        page += ".RS\n"
        for option in command.options { page += item(option) }
        page += ".RE\n"
      }
    }
    page += ".SH KEYS\nThe default keymap (\\fBeasel keymap\\fR prints the one in effect). "
    page += "\\fBCmd\\fR is Super or Ctrl.\n"
    let catalog = EditorCommands.catalog
    let keymap = Keymap(catalog: catalog)
    for command in catalog.commands {
      let chords = keymap.chords(for: command.id)
      guard !chords.isEmpty else { continue }
      page += ".TP\n.B \(escaped(chords.map(\.description).joined(separator: ", ")))\n"
      page += "\(escaped(command.title))\(command.isRepeatable ? " (repeats while held)" : "").\n"
    }
    page += """
      .SH FILES
      .TP
      .I $XDG_CONFIG_HOME/easel/keymap.json
      The user's key bindings (\\fI~/.config/easel/keymap.json\\fR when \\fBXDG_CONFIG_HOME\\fR is unset).
      .TP
      .I $XDG_STATE_HOME/easel/
      Recovery copies of unsaved drawings (\\fI~/.local/state/easel/\\fR when \\fBXDG_STATE_HOME\\fR is unset).
      .SH ENVIRONMENT
      .TP
      .B TERM
      The terminal's type, one of the clues to what it supports.
      .TP
      .B COLORTERM
      \\fBtruecolor\\fR or \\fB24bit\\fR: the terminal shows 24-bit colour.
      .TP
      .B NO_COLOR
      Any non-empty value: no colours.
      .TP
      .B ESCDELAY
      Milliseconds to wait after a lone Esc for the rest of a sequence.
      .TP
      .B XDG_CONFIG_HOME\\fR, \\fBXDG_STATE_HOME\\fR, \\fBHOME
      Where the files above are.
      .SH EXIT STATUS
      .TP
      .B 0
      Success.
      .TP
      .B 1
      An error (a file that cannot be read or written, a terminal that cannot be used).
      .TP
      .B 2
      Bad usage (an unknown option, a missing argument).
      .SH SEE ALSO
      The documents in \\fI/usr/share/doc/easel/\\fR (the keymap, the file format, export).

      """
    return page
  }

  static func item(_ option: OptionDeclaration) -> String {
    let names = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
    let value = option.choices.isEmpty ? option.value : option.choices.joined(separator: "|")
    return ".TP\n\(names)\(value.map { " \\fI\(escaped($0))\\fR" } ?? "")\n\(escaped(option.summary)).\n"
  }

  /// Text safe in roff: backslashes and hyphens escaped, other than ASCII as `\[uXXXX]`, a leading
  /// dot or quote neutralized.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where !character.isASCII:
        for scalar in character.unicodeScalars {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      default: out.append(character)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
