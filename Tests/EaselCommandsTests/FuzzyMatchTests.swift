import EaselCommands
import Testing

@Suite("FuzzyMatch")
struct FuzzyMatchTests {
  static let candidates: [FuzzyCandidate] = SampleCatalog.commands.map { command in
    FuzzyCandidate(id: command.id, title: command.title, chords: command.keys)
  }

  static func top(_ query: String, recent: [CommandID] = []) -> CommandID? {
    FuzzyMatch.rank(query: query, candidates: candidates, recent: recent).first?.id
  }

  @Test("A query matches when its letters appear in order, in any case; otherwise nil")
  func subsequence() {
    #expect(FuzzyMatch.score("ers", in: "Erase Selection") != nil)
    #expect(FuzzyMatch.score("ERASE", in: "Erase Selection") != nil)
    #expect(FuzzyMatch.score("sre", in: "Erase Selection") == nil)
    #expect(FuzzyMatch.score("erasez", in: "Erase Selection") == nil)
    #expect(FuzzyMatch.score("", in: "Erase Selection") == 0)
  }

  @Test("Word starts and consecutive letters score higher")
  func bonuses() throws {
    let wordStarts = try #require(FuzzyMatch.score("es", in: "Erase Selection"))
    let inside = try #require(FuzzyMatch.score("as", in: "Erase Selection"))
    #expect(wordStarts > inside)
    let run = try #require(FuzzyMatch.score("grid", in: "Grid"))
    let scattered = try #require(FuzzyMatch.score("grid", in: "algebraic fluid"))
    let late = try #require(FuzzyMatch.score("grid", in: "Snap to Grid"))
    #expect(run > late)
    #expect(late > scattered)
    #expect(
      try #require(FuzzyMatch.score("sel", in: "eraseSelection")) > FuzzyMatch.score("sel", in: "erasesel")!)
  }

  @Test("\"ers\" and \"erase\" find Erase Selection first")
  func titles() {
    #expect(Self.top("erase") == "edit.eraseSelection")
    #expect(Self.top("eraser") == "tools.eraser")
    #expect(Self.top("erase sel") == "edit.eraseSelection")
    #expect(
      FuzzyMatch.rank(query: "ers", candidates: Self.candidates, recent: []).map(\.id).contains(
        "edit.eraseSelection"))
  }

  @Test("\"ctrl e\", \"cmd e\" and \"cmd-e\" find the command bound to Cmd-E by its chord label")
  func chordLabels() {
    for query in ["ctrl e", "cmd e", "cmd-e", "Cmd-E", "ctrl+e", "super e"] {
      #expect(Self.top(query) == "edit.eraseSelection", "\(query)")
    }
    #expect(Self.top("cmd shift z") == "edit.redo")
    #expect(Self.top("ctrl n") == "shape.add")
  }

  @Test("\"edit.erase\" finds the command by its ID")
  func byID() {
    #expect(Self.top("edit.erase") == "edit.eraseSelection")
    #expect(Self.top("view.grid") == "view.grid")
  }

  @Test("With an empty query, recent commands come first, then the catalog order")
  func recentFirst() {
    let ranked = FuzzyMatch.rank(query: "", candidates: Self.candidates, recent: ["view.grid", "edit.undo"])
    #expect(ranked.map(\.id).prefix(3) == ["view.grid", "edit.undo", "file.new"])
    #expect(ranked.count == Self.candidates.count)
    #expect(
      FuzzyMatch.rank(query: "  ", candidates: Self.candidates, recent: []).map(\.id)
        == Self.candidates.map(\.id))
  }

  @Test("Ties are broken by recency, then by the given order")
  func ties() {
    let twins = [
      FuzzyCandidate(id: "a.one", title: "Twin", chordLabels: []),
      FuzzyCandidate(id: "a.two", title: "Twin", chordLabels: []),
      FuzzyCandidate(id: "a.three", title: "Twin", chordLabels: []),
    ]
    #expect(
      FuzzyMatch.rank(query: "twin", candidates: twins, recent: []).map(\.id) == [
        "a.one", "a.two", "a.three",
      ])
    #expect(
      FuzzyMatch.rank(query: "twin", candidates: twins, recent: ["a.three", "a.two"]).map(\.id)
        == ["a.three", "a.two", "a.one"])
  }

  @Test("Candidates built from chords carry the Cmd expansions as labels")
  func labels() {
    let candidate = FuzzyCandidate(id: "edit.eraseSelection", title: "Erase Selection", chords: ["Cmd-E"])
    #expect(candidate.chordLabels == ["Cmd-E", "Ctrl-E", "Super-E"])
  }
}
