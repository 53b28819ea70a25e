import EaselTestSupport
import Testing

extension EndToEnd {
  /// `Scripts/install.sh` into a temporary prefix (the test's debug binary via --binary, so no
  /// release build), then `--uninstall`: the files land where the script says, and nothing is
  /// left behind.
  @Suite("Install script")
  struct InstallScriptTests {
    static let root: String = {
      var path = #filePath
      for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
      return path
    }()

    static func listing(_ folder: String) throws -> [String] {
      let found = try PipedProcess.run(executable: "/usr/bin/find", arguments: [folder, "-mindepth", "1"])
      return found.outputText.split(separator: "\n").map { String($0.dropFirst(folder.count)) }.sorted()
    }

    @Test("install into a prefix under DESTDIR, then uninstall, leaves the prefix as it was")
    func installAndUninstall() throws {
      let folder = try Documents.temporaryFolder()
      defer { _ = try? PipedProcess.run(executable: "/bin/rm", arguments: ["-rf", folder]) }
      let script = Self.root + "/Scripts/install.sh"
      let environment = ["DESTDIR": folder + "/stage", "PATH": "/usr/bin:/bin"]
      _ = try PipedProcess.run(executable: "/bin/mkdir", arguments: ["-p", folder + "/stage/opt/easel/keep"])
      let before = try Self.listing(folder)
      let installed = try PipedProcess.run(
        executable: "/bin/bash",
        arguments: [script, "--prefix", "/opt/easel", "--binary", PTYProcess.productPath("easel")],
        environment: environment, timeout: .seconds(60))
      #expect(installed.termination?.reason == .exited(0), "\(installed.errorText)")
      let files = try Self.listing(folder + "/stage/opt/easel")
      for expected in [
        "/bin/easel", "/share/man/man1/easel.1", "/share/bash-completion/completions/easel",
        "/share/zsh/site-functions/_easel", "/share/fish/vendor_completions.d/easel.fish",
        "/share/doc/easel/README.md", "/share/doc/easel/keymap.md",
      ] {
        #expect(files.contains(expected), "\(expected) not in \(files)")
      }
      let completion = try PipedProcess.run(
        executable: "/bin/cat",
        arguments: [folder + "/stage/opt/easel/share/bash-completion/completions/easel"])
      #expect(completion.outputText.contains("complete -o filenames -F _easel easel"))
      let removed = try PipedProcess.run(
        executable: "/bin/bash", arguments: [script, "--prefix", "/opt/easel", "--uninstall"],
        environment: environment)
      #expect(removed.termination?.reason == .exited(0), "\(removed.errorText)")
      #expect(try Self.listing(folder) == before, "the prefix holds more than before")
    }
  }
}
