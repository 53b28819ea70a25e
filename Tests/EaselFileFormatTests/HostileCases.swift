/// Malformed and hostile inputs with the exact one-line error each must give.
enum HostileCases {
  /// A version-1 document around `shapes` (each on its own line, from line 2).
  static func document(_ shapes: String...) -> String {
    "{\"format\": \"easel\", \"version\": 1, \"shapes\": [\n" + shapes.joined(separator: ",\n") + "\n]}"
  }

  static let box =
    #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}}"#

  static let all: [(name: String, input: [UInt8], error: String)] =
    textCases.map { ($0, Array($1.utf8), $2) } + byteCases

  static let textCases: [(name: String, input: String, error: String)] = [
    (
      "empty file", "",
      ##"line 1, column 1: expected '{' to start an Easel document, found the end of the file"##
    ),
    (
      "only whitespace", "  \n ",
      ##"line 2, column 2: expected '{' to start an Easel document, found the end of the file"##
    ),
    ("an array at the top", "[]", ##"line 1, column 1: expected '{' to start an Easel document, found '['"##),
    (
      "10,000 nested arrays", String(repeating: "[", count: 10_000),
      ##"line 1, column 1: expected '{' to start an Easel document, found '['"##
    ),
    ("not JSON", "easel v1", ##"line 1, column 1: expected '{' to start an Easel document, found easel"##),
    (
      "missing format", #"{"version": 1, "shapes": []}"#,
      ##"line 1, column 1: not an Easel document: the field "format": "easel" is missing"##
    ),
    (
      "wrong format", #"{"format": "excel", "version": 1, "shapes": []}"#,
      ##"line 1, column 12 (format): not an Easel document: expected "easel", found "excel""##
    ),
    (
      "missing version", #"{"format": "easel", "shapes": []}"#,
      ##"line 1, column 1: the field "version" is missing"##
    ),
    (
      "newer version", "{\"format\": \"easel\",\n \"version\": 5, \"shapes\": []}",
      ##"line 2, column 13 (version): this file is version 5 of the format, newer than the version 4 this Easel reads; open it with a newer Easel"##
    ),
    (
      "newer version with new fields first",
      #"{"layers": [1], "shapes": {"v2": true}, "format": "easel", "version": 5}"#,
      ##"line 1, column 71 (version): this file is version 5 of the format, newer than the version 4 this Easel reads; open it with a newer Easel"##
    ),
    (
      "huge version", #"{"format": "easel", "version": 123456789012345678901234567890, "shapes": []}"#,
      ##"line 1, column 32 (version): this file is version 123456789012345678901234… of the format, newer than the version 4 this Easel reads; open it with a newer Easel"##
    ),
    (
      "version zero", #"{"format": "easel", "version": 0, "shapes": []}"#,
      ##"line 1, column 32 (version): expected a whole version number such as 4, found 0"##
    ),
    (
      "fractional version", #"{"format": "easel", "version": 1.5, "shapes": []}"#,
      ##"line 1, column 32 (version): expected a whole version number such as 4, found 1.5"##
    ),
    (
      "version as a string", #"{"format": "easel", "version": "1", "shapes": []}"#,
      ##"line 1, column 32 (version): expected a whole version number such as 4, found "1""##
    ),
    (
      "unknown top-level field", #"{"format": "easel", "version": 1, "shapes": [], "author": "me"}"#,
      ##"line 1, column 49: unknown field "author"; an Easel document has format, version, nextShapeID, groups and shapes"##
    ),
    (
      "unknown field before the version", #"{"author": "me", "format": "easel", "version": 1, "shapes": []}"#,
      ##"line 1, column 2: unknown field "author"; an Easel document has format, version, nextShapeID, groups and shapes"##
    ),
    (
      "duplicate top-level field", #"{"format": "easel", "version": 1, "version": 1, "shapes": []}"#,
      ##"line 1, column 35: the field "version" appears twice"##
    ),
    (
      "missing shapes", #"{"format": "easel", "version": 1}"#,
      ##"line 1, column 1: the field "shapes" is missing"##
    ),
    (
      "shapes not an array", #"{"format": "easel", "version": 1, "shapes": {}}"#,
      ##"line 1, column 45 (shapes): expected an array of shapes, found '{'"##
    ),
    (
      "trailing content", #"{"format": "easel", "version": 1, "shapes": []} {}"#,
      ##"line 1, column 49: unexpected content after the end of the document"##
    ),
    (
      "trailing comma in object", #"{"format": "easel", "version": 1, "shapes": [],}"#,
      ##"line 1, column 48: expected a field name in double quotes, found '}'"##
    ),
    (
      "trailing comma in array", document(box + ","),
      ##"line 3, column 1 (shapes[1]): expected a shape object, found ']'"##
    ),
    (
      "missing comma", #"{"format": "easel" "version": 1, "shapes": []}"#,
      ##"line 1, column 20: expected ',' or '}' after a field, found "version""##
    ),
    (
      "single quotes", #"{'format': 'easel'}"#,
      ##"line 1, column 2: expected a field name in double quotes or '}', found '''"##
    ),
    (
      "deep nesting in a deferred field", #"{"shapes": "# + String(repeating: "[", count: 10_000),
      ##"line 1, column 75 (shapes): arrays and objects are nested more than 64 deep"##
    ),
    (
      "nested array as a shape", document(String(repeating: "[", count: 10_000)),
      ##"line 2, column 1 (shapes[0]): expected a shape object, found '['"##
    ),
    (
      "negative columns",
      document(
        #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": -4, "rows": 2}}"#),
      ##"line 2, column 77 (shapes[0].bounds.columns): expected an integer ≥ 1, found -4"##
    ),
    (
      "zero rows",
      document(#"{"id": 1, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 0}}"#),
      ##"line 2, column 86 (shapes[0].bounds.rows): expected an integer ≥ 1, found 0"##
    ),
    (
      "fractional coordinate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 1.5, "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found 1.5"##
    ),
    (
      "exponent coordinate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 1e3, "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found 1e3"##
    ),
    (
      "NaN coordinate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": NaN, "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found NaN"##
    ),
    (
      "Infinity coordinate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": -Infinity, "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found -Infinity"##
    ),
    (
      "huge coordinate",
      document(
        #"{"id": 1, "kind": "text", "origin": {"column": 99999999999999999999999, "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found 99999999999999999999999"##
    ),
    (
      "coordinate beyond the canvas",
      document(
        #"{"id": 1, "kind": "line", "start": {"column": 0, "row": 1000001}, "end": {"column": 0, "row": 0}}"#),
      ##"line 2, column 57 (shapes[0].start.row): expected an integer ≤ 1000000, found 1000001"##
    ),
    (
      "rectangle past the canvas edge",
      document(
        #"{"id": 1, "kind": "ellipse", "bounds": {"column": 999999, "row": 0, "columns": 4, "rows": 2}}"#),
      ##"line 2, column 40 (shapes[0].bounds): the rectangle reaches past the edge of the canvas: its last cell is at column 1000002, row 1, and coordinates stay within ±1000000"##
    ),
    (
      "text past the canvas edge",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 1000000, "row": 0}, "text": "字"}"#),
      ##"line 2, column 68 (shapes[0].text): the text reaches past the edge of the canvas (coordinates stay within ±1000000)"##
    ),
    (
      "text lines past the canvas edge",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 1000000}, "text": "a\nb"}"#),
      ##"line 2, column 68 (shapes[0].text): the text reaches past the edge of the canvas (coordinates stay within ±1000000)"##
    ),
    (
      "nextShapeID too large",
      #"{"format": "easel", "version": 1, "nextShapeID": 9007199254740993, "shapes": []}"#,
      ##"line 1, column 50 (nextShapeID): expected an integer ≤ 9007199254740992, found 9007199254740993"##
    ),
    (
      "leading zero",
      document(#"{"id": 01, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "a"}"#),
      ##"line 2, column 8 (shapes[0].id): expected an integer from 1 to 9007199254740991, found 01"##
    ),
    (
      "coordinate as a string",
      document(#"{"id": 1, "kind": "text", "origin": {"column": "3", "row": 0}, "text": "a"}"#),
      ##"line 2, column 48 (shapes[0].origin.column): expected an integer from -1000000 to 1000000, found "3""##
    ),
    (
      "missing row", document(#"{"id": 1, "kind": "text", "origin": {"column": 3}, "text": "a"}"#),
      ##"line 2, column 37 (shapes[0].origin): the field "row" is missing"##
    ),
    (
      "unknown point field",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 3, "row": 0, "z": 1}, "text": "a"}"#),
      ##"line 2, column 61 (shapes[0].origin): unknown field "z"; a position has column and row"##
    ),
    (
      "columns in a point",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 3, "row": 0, "columns": 1}, "text": "a"}"#),
      ##"line 2, column 61 (shapes[0].origin): unknown field "columns"; a position has column and row"##
    ),
    (
      "duplicate point field",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 3, "row": 0, "row": 1}, "text": "a"}"#),
      ##"line 2, column 61 (shapes[0].origin): the field "row" appears twice"##
    ),
    (
      "unknown kind", document(#"{"id": 1, "kind": "hexagon"}"#),
      ##"line 2, column 19 (shapes[0].kind): expected a shape kind (rectangle, ellipse, line, pen, brush or text), found "hexagon""##
    ),
    (
      "kind not a string", document(#"{"id": 1, "kind": 3}"#),
      ##"line 2, column 19 (shapes[0].kind): expected a shape kind (rectangle, ellipse, line, pen, brush or text), found 3"##
    ),
    (
      "missing kind", document(#"{"id": 1, "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}}"#),
      ##"line 2, column 1 (shapes[0]): the field "kind" is missing"##
    ),
    (
      "missing id",
      document(#"{"kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}}"#),
      ##"line 2, column 1 (shapes[0]): the field "id" is missing"##
    ),
    (
      "missing bounds", document(#"{"id": 1, "kind": "rectangle"}"#),
      ##"line 2, column 1 (shapes[0]): the field "bounds" is missing; a rectangle needs it"##
    ),
    (
      "field of another kind", document(#"{"id": 1, "kind": "rectangle", "points": [0, 0]}"#),
      ##"line 2, column 32 (shapes[0].points): a rectangle has no field "points"; it has id, kind, bounds, style, fillCharacter, label, labelAlignment, labelVerticalAlignment, labelInsets, strokeColor, fillColor, name, hidden, locked, group and container"##
    ),
    (
      "field of another kind before the kind",
      document(
        #"{"id": 1, "text": "hi", "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}}"#
      ),
      ##"line 2, column 11 (shapes[0].text): a rectangle has no field "text"; it has id, kind, bounds, style, fillCharacter, label, labelAlignment, labelVerticalAlignment, labelInsets, strokeColor, fillColor, name, hidden, locked, group and container"##
    ),
    (
      "unknown shape field", document(#"{"id": 1, "kind": "ellipse", "colour": "red"}"#),
      ##"line 2, column 30 (shapes[0]): unknown field "colour"; an ellipse has id, kind, bounds, filled, strokeColor, fillColor, name, hidden, locked, group and container"##
    ),
    (
      "duplicate shape field", document(#"{"id": 1, "kind": "ellipse", "kind": "ellipse"}"#),
      ##"line 2, column 30 (shapes[0]): the field "kind" appears twice"##
    ),
    (
      "duplicate IDs", document(box, box),
      ##"line 3, column 8 (shapes[1].id): shape ID 1 is used twice: shapes[0] has it too"##
    ),
    (
      "ID zero", document(#"{"id": 0, "kind": "pen", "points": [0, 0]}"#),
      ##"line 2, column 8 (shapes[0].id): expected an integer ≥ 1, found 0"##
    ),
    (
      "ID too large", document(#"{"id": 9007199254740992, "kind": "pen", "points": [0, 0]}"#),
      ##"line 2, column 8 (shapes[0].id): expected an integer ≤ 9007199254740991, found 9007199254740992"##
    ),
    (
      "negative ID", document(#"{"id": -1, "kind": "pen", "points": [0, 0]}"#),
      ##"line 2, column 8 (shapes[0].id): expected an integer ≥ 1, found -1"##
    ),
    (
      "nextShapeID too small",
      #"{"format": "easel", "version": 1, "nextShapeID": 1, "shapes": ["# + "\n" + box + "]}",
      ##"line 1, column 50 (nextShapeID): nextShapeID 1 must be greater than every shape and group ID, and shapes[0] has ID 1"##
    ),
    (
      "empty pen stroke", document(#"{"id": 1, "kind": "pen", "points": []}"#),
      ##"line 2, column 36 (shapes[0].points): a stroke needs at least one pair of coordinates"##
    ),
    (
      "odd pen coordinates", document(#"{"id": 1, "kind": "pen", "points": [0, 0, 5]}"#),
      ##"line 2, column 36 (shapes[0].points): expected pairs of coordinates, found an odd count of 3 numbers"##
    ),
    (
      "pen dot beyond the canvas", document(#"{"id": 1, "kind": "pen", "points": [0, 0, 2000002, 0]}"#),
      ##"line 2, column 43 (shapes[0].points[2]): expected an integer ≤ 2000001, found 2000002"##
    ),
    (
      "pen point as objects", document(#"{"id": 1, "kind": "pen", "points": [{"x": 0, "y": 0}]}"#),
      ##"line 2, column 37 (shapes[0].points[0]): expected an integer from -2000000 to 2000001, found '{'"##
    ),
    (
      "empty brush", document(#"{"id": 1, "kind": "brush", "cells": []}"#),
      ##"line 2, column 37 (shapes[0].cells): a stroke needs at least one pair of coordinates"##
    ),
    (
      "repeated brush cell", document(#"{"id": 1, "kind": "brush", "cells": [0, 0, 1, 0, 0, 0]}"#),
      ##"line 2, column 50 (shapes[0].cells[4]): the cell (0, 0) is already at cells[0]; each cell is painted once"##
    ),
    (
      "brush size zero", document(#"{"id": 1, "kind": "brush", "cells": [0, 0], "size": 0}"#),
      ##"line 2, column 53 (shapes[0].size): expected an integer ≥ 1, found 0"##
    ),
    (
      "brush size huge", document(#"{"id": 1, "kind": "brush", "cells": [0, 0], "size": 100000}"#),
      ##"line 2, column 53 (shapes[0].size): expected an integer ≤ 1000, found 100000"##
    ),
    (
      "brush character of two", document(#"{"id": 1, "kind": "brush", "cells": [0, 0], "character": "ab"}"#),
      ##"line 2, column 58 (shapes[0].character): expected a single printable character, found "ab""##
    ),
    (
      "empty brush character", document(#"{"id": 1, "kind": "brush", "cells": [0, 0], "character": ""}"#),
      ##"line 2, column 58 (shapes[0].character): expected a single printable character, found """##
    ),
    (
      "combining mark as the fill",
      document(
        #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "fillCharacter": "\u0301"}"#
      ),
      ##"line 2, column 109 (shapes[0].fillCharacter): expected a single printable character, found "\u0301""##
    ),
    (
      "escape in text",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "a\u001b[2Jb"}"#),
      ##"line 2, column 72 (shapes[0].text): control character U+001B is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "raw escape in text",
      document(
        "{\"id\": 1, \"kind\": \"text\", \"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"a\u{1B}[2Jb\"}"),
      ##"line 2, column 72 (shapes[0].text): control character U+001B is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "tab in a label",
      document(
        #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "label": "a\tb"}"#
      ),
      ##"line 2, column 103 (shapes[0].label): control character U+0009 is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "carriage return in text",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "a\r\nb"}"#),
      ##"line 2, column 72 (shapes[0].text): control character U+000D is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "raw line break in text",
      document(
        "{\"id\": 1, \"kind\": \"text\", \"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"a\nb\"}"),
      ##"line 2, column 72 (shapes[0].text): a line break inside a string must be written as \n"##
    ),
    (
      "C1 control in text",
      document(
        "{\"id\": 1, \"kind\": \"text\", \"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"a\u{9B}2J\"}"),
      ##"line 2, column 72 (shapes[0].text): control character U+009B is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "escaped C1 control in text",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "a\u009b2J"}"#),
      ##"line 2, column 72 (shapes[0].text): control character U+009B is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "line separator in text",
      document(
        "{\"id\": 1, \"kind\": \"text\", \"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"a\u{2028}b\"}"),
      ##"line 2, column 72 (shapes[0].text): control character U+2028 is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "DEL in text",
      document(
        "{\"id\": 1, \"kind\": \"text\", \"origin\": {\"column\": 0, \"row\": 0}, \"text\": \"a\u{7F}\"}"),
      ##"line 2, column 72 (shapes[0].text): control character U+007F is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "NUL escape in text",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "\u0000"}"#),
      ##"line 2, column 71 (shapes[0].text): control character U+0000 is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "empty text", document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": ""}"#),
      ##"line 2, column 70 (shapes[0].text): the text of a text shape cannot be empty"##
    ),
    (
      "unpaired surrogate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "\ud83d"}"#),
      ##"line 2, column 71 (shapes[0].text): \ud83d is an unpaired surrogate"##
    ),
    (
      "lone low surrogate",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "\ude00x"}"#),
      ##"line 2, column 71 (shapes[0].text): \ude00 is an unpaired surrogate"##
    ),
    (
      "bad escape",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "\x41"}"#),
      ##"line 2, column 71 (shapes[0].text): \x is not a JSON escape"##
    ),
    (
      "short unicode escape",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "\u12"}"#),
      ##"line 2, column 71 (shapes[0].text): \u12 needs four hex digits"##
    ),
    (
      "unknown colour",
      document(
        #"{"id": 1, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "strokeColor": "red"}"#
      ),
      ##"line 2, column 105 (shapes[0].strokeColor): expected a colour ("default", "ansi:0" to "ansi:15", "palette:0" to "palette:255" or "#rrggbb"), found "red""##
    ),
    (
      "ansi colour out of range",
      document(
        #"{"id": 1, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "fillColor": "ansi:16"}"#
      ),
      ##"line 2, column 103 (shapes[0].fillColor): expected a colour ("default", "ansi:0" to "ansi:15", "palette:0" to "palette:255" or "#rrggbb"), found "ansi:16""##
    ),
    (
      "short hex colour",
      document(
        ##"{"id": 1, "kind": "ellipse", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "strokeColor": "#fff"}"##
      ),
      ##"line 2, column 105 (shapes[0].strokeColor): expected a colour ("default", "ansi:0" to "ansi:15", "palette:0" to "palette:255" or "#rrggbb"), found "#fff""##
    ),
    (
      "unknown frame style",
      document(
        #"{"id": 1, "kind": "line", "start": {"column": 0, "row": 0}, "end": {"column": 3, "row": 0}, "style": "dotted"}"#
      ),
      ##"line 2, column 102 (shapes[0].style): expected a frame style (light, heavy, double, rounded, ascii, dashed, asciiRounded, asciiDouble or asciiUnderscore), found "dotted""##
    ),
    (
      "arrow not a boolean",
      document(
        #"{"id": 1, "kind": "line", "start": {"column": 0, "row": 0}, "end": {"column": 3, "row": 0}, "arrowAtEnd": 1}"#
      ), ##"line 2, column 107 (shapes[0].arrowAtEnd): expected true or false, found 1"##
    ),
    (
      "null fill character",
      document(
        #"{"id": 1, "kind": "rectangle", "bounds": {"column": 0, "row": 0, "columns": 4, "rows": 2}, "fillCharacter": null}"#
      ), ##"line 2, column 109 (shapes[0].fillCharacter): expected a single printable character, found null"##
    ),
    (
      "string cut by the end of the file",
      #"{"format": "easel", "version": 1, "shapes": [{"id": 1, "kind": "te"#,
      ##"line 1, column 67 (shapes[0].kind): the string that starts at line 1, column 64 is not closed"##
    ),
    (
      "unclosed string",
      document(#"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "abc"#),
      ##"line 2, column 74 (shapes[0].text): a line break inside a string must be written as \n"##
    ),
    (
      "escape sequence in an unknown field name", document("{\"id\": 1, \"\u{1B}]0;owned\u{07}\": 1}"),
      ##"line 2, column 12 (shapes[0]): control character U+001B is not allowed in a string (only line breaks, written \n, in text and labels)"##
    ),
    (
      "bidi override in an unknown kind", document("{\"id\": 1, \"kind\": \"\u{202E}elgnatcer\"}"),
      ##"line 2, column 19 (shapes[0].kind): expected a shape kind (rectangle, ellipse, line, pen, brush or text), found "\u{202E}elgnatcer""##
    ),
    (
      "comment", "{\"format\": \"easel\", // v1\n \"version\": 1, \"shapes\": []}",
      ##"line 1, column 21: expected a field name in double quotes, found '/'"##
    ),
  ]

  /// Invalid UTF-8, which no Swift string literal can hold.
  static let byteCases: [(name: String, input: [UInt8], error: String)] = [
    (
      "invalid UTF-8 byte", text([0xFF]),
      ##"line 2, column 73 (shapes[0].text): invalid UTF-8: byte 0xFF cannot start a character"##
    ),
    (
      "overlong UTF-8", text([0xC0, 0xAF]),
      ##"line 2, column 73 (shapes[0].text): invalid UTF-8: byte 0xC0 cannot start a character"##
    ),
    (
      "UTF-8 surrogate", text([0xED, 0xA0, 0x80]),
      ##"line 2, column 73 (shapes[0].text): invalid UTF-8: an overlong form, a surrogate or a code point past U+10FFFF"##
    ),
    (
      "UTF-8 cut short", text([0xE6, 0xBC]),
      ##"line 2, column 73 (shapes[0].text): invalid UTF-8: the character that starts with byte 0xE6 is cut short"##
    ),
    (
      "UTF-8 beyond U+10FFFF", text([0xF4, 0x90, 0x80, 0x80]),
      ##"line 2, column 73 (shapes[0].text): invalid UTF-8: an overlong form, a surrogate or a code point past U+10FFFF"##
    ),
    (
      "NUL byte outside a string", Array(#"{"format": "easel", "#.utf8) + [0] + Array(#""version": 1}"#.utf8),
      ##"line 1, column 21: expected a field name in double quotes, found '\u{00}'"##
    ),
  ]

  /// A document with one text shape whose text is "ab" and then `bytes`.
  static func text(_ bytes: [UInt8]) -> [UInt8] {
    let shape = #"{"id": 1, "kind": "text", "origin": {"column": 0, "row": 0}, "text": "ab"#
    let head = "{\"format\": \"easel\", \"version\": 1, \"shapes\": [\n" + shape
    return Array(head.utf8) + bytes + Array("\"}\n]}".utf8)
  }
}
