#!/usr/bin/env python3
"""Prints the shapes of a saved Easel document, one line each: `ID KIND COLUMN ROW COLUMNS ROWS`,
the cells the shape covers in canvas coordinates (`-` where they cannot be told). Rectangles and
ellipses give their bounds; lines the box spanned by their ends; pen strokes the cells of their dots
(2 × 4 dots a cell); brush strokes their cells; text its origin, its longest line in characters and
its line count. A text shape's line ends with its text as a JSON string. Exit 1 with a message on
stderr when the file is not an Easel document. Used by Scripts/e2e.sh to read what a check saved."""
import json
import sys


def span(columns, rows):
    """`COLUMN ROW COLUMNS ROWS` of the box around the given cell coordinates."""
    if not columns or not rows:
        return [None] * 4
    return [min(columns), min(rows), max(columns) - min(columns) + 1, max(rows) - min(rows) + 1]


def extent(shape):
    kind = shape.get("kind")
    if isinstance(shape.get("bounds"), dict):
        b = shape["bounds"]
        return [b.get(k) for k in ("column", "row", "columns", "rows")]
    try:
        if kind == "line":
            s, e = shape["start"], shape["end"]
            return span([s["column"], e["column"]], [s["row"], e["row"]])
        if kind == "pen":
            p = shape["points"]
            return span([x // 2 for x in p[0::2]], [y // 4 for y in p[1::2]])
        if kind == "brush":
            c = shape["cells"]
            return span(c[0::2], c[1::2])
        if kind == "text":
            o, lines = shape["origin"], shape["text"].split("\n")
            return [o["column"], o["row"], max(len(line) for line in lines), len(lines)]
    except (KeyError, TypeError, ValueError, IndexError):
        pass
    return [None] * 4


def main():
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            doc = json.load(f)
    except (OSError, ValueError) as error:
        sys.stderr.write("doc.py: %s: %s\n" % (sys.argv[1], error))
        return 1
    if not isinstance(doc, dict) or doc.get("format") != "easel" or not isinstance(doc.get("shapes"), list):
        sys.stderr.write("doc.py: %s: not an Easel document\n" % sys.argv[1])
        return 1
    for shape in doc["shapes"]:
        fields = [shape.get("id"), shape.get("kind")] + extent(shape)
        line = " ".join("-" if v is None else str(v) for v in fields)
        if shape.get("kind") == "text":
            line += " " + json.dumps(shape.get("text"), ensure_ascii=False)
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
