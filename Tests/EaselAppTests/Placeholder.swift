import Testing

@Test("placeholder") func placeholder() { #expect(1 + 1 == 2) }
