import EaselTestSupport
import Testing

extension EndToEnd {
  /// `easel completions bash` sourced into a real bash, its function run on partial command lines
  /// (COMP_WORDS / COMP_CWORD set as bash's completion sets them) in a folder of sample files.
  @Suite("Bash completion")
  struct BashCompletionTests {
    /// The words bash would offer for `line` (the last word is the one completed; a trailing
    /// space starts an empty word).
    static func complete(_ line: String, in folder: String) throws -> [String] {
      var words = line.split(separator: " ").map(String.init)
      if line.hasSuffix(" ") { words.append("") }
      let array = words.map { "'\($0)'" }.joined(separator: " ")
      let script =
        "cd \"$1\" && source <(\"$EASEL\" completions bash) && COMP_WORDS=(\(array)) "
        + "&& COMP_CWORD=\(words.count - 1); _easel; printf '%s\\n' \"${COMPREPLY[@]}\""
      let result = try PipedProcess.run(
        executable: "/bin/bash", arguments: ["-c", script, "bash", folder],
        environment: ["EASEL": PTYProcess.productPath("easel"), "PATH": "/usr/bin:/bin"])
      #expect(result.termination?.reason == .exited(0), "\(line): \(result.errorText)")
      return result.outputText.split(separator: "\n").map(String.init).sorted()
    }

    @Test("subcommands, options, --to formats, shells and .easel files first complete")
    func partialLines() throws {
      let folder = try Documents.temporaryFolder()
      defer { _ = try? PipedProcess.run(executable: "/bin/rm", arguments: ["-rf", folder]) }
      for name in ["flow.easel", "notes.txt"] {
        _ = try PipedProcess.run(executable: "/usr/bin/touch", arguments: [folder + "/" + name])
      }
      _ = try PipedProcess.run(executable: "/bin/mkdir", arguments: [folder + "/drawings"])
      #expect(try Self.complete("easel ex", in: folder) == ["export"])
      #expect(try Self.complete("easel k", in: folder) == ["keymap", "keys"])
      #expect(try Self.complete("easel export flow.easel --to ", in: folder) == ["ansi", "svg", "txt"])
      #expect(try Self.complete("easel export flow.easel --t", in: folder) == ["--to"])
      #expect(try Self.complete("easel --ve", in: folder) == ["--version"])
      #expect(try Self.complete("easel completions ", in: folder) == ["bash", "fish", "zsh"])
      #expect(try Self.complete("easel render ", in: folder) == ["drawings", "flow.easel"])
      #expect(try Self.complete("easel render no", in: folder) == ["notes.txt"])
      let first = try Self.complete("easel ", in: folder)
      #expect(first.contains("render") && first.contains("flow.easel") && !first.contains("notes.txt"))
      #expect(try Self.complete("easel keymap --", in: folder) == [])
    }
  }
}
