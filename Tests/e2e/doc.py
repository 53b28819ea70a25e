#!/usr/bin/env python3
"""Prints the shapes of a saved Easel document, one line each: `ID KIND COLUMN ROW COLUMNS ROWS`
(bounds in canvas cells; `-` for a shape without bounds). Exit 1 with a message on stderr when
the file is not an Easel document. Used by Scripts/e2e.sh to read what a check saved."""
import json
import sys


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
        b = shape.get("bounds") or {}
        fields = [shape.get("id"), shape.get("kind")] + [b.get(k) for k in ("column", "row", "columns", "rows")]
        print(" ".join("-" if v is None else str(v) for v in fields))
    return 0


if __name__ == "__main__":
    sys.exit(main())
