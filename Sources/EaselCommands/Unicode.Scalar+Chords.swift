extension Unicode.Scalar {
  /// The lower-case form when it is a single scalar, else the scalar itself.
  var chordLowercased: Unicode.Scalar {
    let mapping = properties.lowercaseMapping.unicodeScalars
    guard mapping.count == 1, let first = mapping.first else { return self }
    return first
  }

  /// The upper-case form when it is a single scalar that lower-cases back to this one, else nil
  /// (so printing a letter in upper case always parses back to the same chord).
  var chordUppercased: Unicode.Scalar? {
    let mapping = properties.uppercaseMapping.unicodeScalars
    guard mapping.count == 1, let first = mapping.first, first != self, first.chordLowercased == self
    else { return nil }
    return first
  }

  /// Whether the scalar is a letter that has case (Shift changes it).
  var isCasedLetter: Bool { properties.changesWhenCaseMapped && properties.isAlphabetic }

  /// ASCII a–z.
  var isASCIILetter: Bool { ("a"..."z").contains(self) }

  /// ASCII 0–9.
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }

  /// Whether it can stand for itself in chord notation; other scalars print as `U+XXXX`.
  var isPrintableInNotation: Bool {
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
