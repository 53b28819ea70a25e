/// Fuzzy search for the command menu: a query matches a text when its characters appear in
/// order (case-insensitive), and scores higher for matches at word starts, runs of consecutive
/// characters (more when a run ends with its word), an early start and a short text.
///
/// Word starts are the first character, any character after a separator (space `-` `+` `_` `.`
/// `/` `:`), and a capital after a lower-case letter (`eraseSelection`). Separators compare equal
/// to each other; spaces in the query are dropped, so "cmd e", "cmd-e" and "ctrl+e" all find the
/// label `Cmd-E` or `Ctrl-E`, and "edit.erase" finds the ID `edit.eraseSelection`.
public enum FuzzyMatch {
  static let matchScore = 16
  static let wordStartBonus = 24
  static let firstCharacterBonus = 8
  static let consecutiveBonus = 20
  static let wordEndBonus = 8
  static let newRunPenalty = 4
  static let titleBonus = 5

  /// The score of a query in a text, or nil when it does not match. An empty query scores 0.
  public static func score(_ query: String, in text: String) -> Int? {
    let needle = normalizedQuery(query)
    guard !needle.isEmpty else { return 0 }
    let (haystack, wordStarts) = prepared(text)
    let wordEnds = haystack.indices.map {
      $0 + 1 == haystack.count || wordStarts[$0 + 1] || haystack[$0 + 1] == "-"
    }
    let count = haystack.count
    guard needle.count <= count else { return nil }
    let impossible = Int.min / 4
    // best[j]: the best score with the current query character matched at text position j.
    var best = [Int](repeating: impossible, count: count)
    for j in 0..<count where haystack[j] == needle[0] {
      best[j] = characterScore(j, wordStarts) - min(j, 8)
    }
    for i in 1..<needle.count {
      var next = [Int](repeating: impossible, count: count)
      // The best `best[k] + k` over k <= j - 2: a gap of j - k - 1 costs that many points.
      var bestBeforeGap = impossible
      for j in 1..<count {
        if j >= 2, best[j - 2] > impossible { bestBeforeGap = max(bestBeforeGap, best[j - 2] + j - 2) }
        guard haystack[j] == needle[i] else { continue }
        var candidate = impossible
        if best[j - 1] > impossible {
          // A run that ends where the word ends matched a whole word: "erase" in "Erase Selection"
          // beats the same letters inside "Eraser".
          candidate = best[j - 1] + consecutiveBonus + (wordEnds[j] ? wordEndBonus : 0)
        }
        if bestBeforeGap > impossible {
          candidate = max(candidate, bestBeforeGap - (j - 1) - newRunPenalty)
        }
        if candidate > impossible { next[j] = candidate + characterScore(j, wordStarts) }
      }
      best = next
    }
    guard let top = best.max(), top > impossible else { return nil }
    return top - (count - needle.count) / 8
  }

  /// The best score of a query over a candidate's title (slightly preferred), ID and chord labels.
  public static func score(_ query: String, for candidate: FuzzyCandidate) -> Int? {
    var scores: [Int] = []
    if let title = score(query, in: candidate.title) { scores.append(title + titleBonus) }
    if let id = score(query, in: candidate.id.rawValue) { scores.append(id) }
    for label in candidate.chordLabels {
      if let chord = score(query, in: label) { scores.append(chord) }
    }
    return scores.max()
  }

  /// The candidates that match, best first. With an empty query: all of them, recently used
  /// first (`recent` is most recent first), then in the given order. With a query: by score,
  /// ties broken by recency, then by the given order.
  public static func rank(query: String, candidates: [FuzzyCandidate], recent: [CommandID])
    -> [FuzzyCandidate]
  {
    var recency: [CommandID: Int] = [:]
    for (position, id) in recent.enumerated() where recency[id] == nil { recency[id] = position }
    let unused = Int.max
    if normalizedQuery(query).isEmpty {
      return candidates.enumerated().sorted { a, b in
        let (ra, rb) = (recency[a.element.id] ?? unused, recency[b.element.id] ?? unused)
        return ra != rb ? ra < rb : a.offset < b.offset
      }.map(\.element)
    }
    let scored = candidates.enumerated().compactMap { position, candidate in
      score(query, for: candidate).map { (candidate, $0, recency[candidate.id] ?? unused, position) }
    }
    return scored.sorted { a, b in
      if a.1 != b.1 { return a.1 > b.1 }
      if a.2 != b.2 { return a.2 < b.2 }
      return a.3 < b.3
    }.map(\.0)
  }

  static func characterScore(_ position: Int, _ wordStarts: [Bool]) -> Int {
    var score = matchScore
    if wordStarts[position] { score += wordStartBonus }
    if position == 0 { score += firstCharacterBonus }
    return score
  }

  static func isSeparator(_ character: Character) -> Bool {
    character.isWhitespace || "-+_./:".contains(character)
  }

  /// The query in lower case with separators unified and spaces dropped.
  static func normalizedQuery(_ query: String) -> [Character] {
    query.compactMap { character in
      if character.isWhitespace { return nil }
      if isSeparator(character) { return "-" }
      return lowercased(character)
    }
  }

  /// The text in lower case with separators unified, and which positions start a word.
  static func prepared(_ text: String) -> ([Character], [Bool]) {
    let original = Array(text)
    var characters: [Character] = []
    var wordStarts: [Bool] = []
    characters.reserveCapacity(original.count)
    wordStarts.reserveCapacity(original.count)
    for (index, character) in original.enumerated() {
      if isSeparator(character) {
        characters.append("-")
        wordStarts.append(false)
        continue
      }
      characters.append(lowercased(character))
      guard index > 0 else {
        wordStarts.append(true)
        continue
      }
      let previous = original[index - 1]
      wordStarts.append(
        isSeparator(previous) || (character.isUppercase && previous.isLowercase)
          || (character.isNumber != previous.isNumber))
    }
    return (characters, wordStarts)
  }

  static func lowercased(_ character: Character) -> Character {
    let lower = character.lowercased()
    return lower.count == 1 ? Character(lower) : character
  }
}
