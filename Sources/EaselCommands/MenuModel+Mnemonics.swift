extension MenuModel {
  /// Gives each item of one menu a distinct mnemonic letter, in item order: the first letter of
  /// the first word of its title that no earlier item has taken, trying the title's words in
  /// order; failing that, any other letter or digit of the title; failing that, none. So
  /// "Save" gets S, a later "Save As" gets A, "Select All" after both gets E.
  static func assigningMnemonics(_ entries: [Entry]) -> [Entry] {
    var taken: Set<Character> = []
    return entries.map { entry in
      guard case .item(var item) = entry else { return entry }
      if let (letter, offset) = mnemonic(for: item.title, avoiding: taken) {
        item.mnemonic = letter
        item.mnemonicOffset = offset
        taken.insert(letter)
      }
      return .item(item)
    }
  }

  static func mnemonic(for title: String, avoiding taken: Set<Character>) -> (Character, Int)? {
    let characters = Array(title)
    var wordStarts: [Int] = []
    var others: [Int] = []
    for (offset, character) in characters.enumerated() where isMnemonicCandidate(character) {
      let startsWord = offset == 0 || !isMnemonicCandidate(characters[offset - 1])
      if startsWord { wordStarts.append(offset) } else { others.append(offset) }
    }
    for offset in wordStarts + others {
      let letter = FuzzyMatch.lowercased(characters[offset])
      if !taken.contains(letter) { return (letter, offset) }
    }
    return nil
  }

  /// Letters and digits that one key types (ASCII, so every terminal delivers them).
  static func isMnemonicCandidate(_ character: Character) -> Bool {
    guard character.isASCII else { return false }
    return character.isLetter || character.isNumber
  }
}
