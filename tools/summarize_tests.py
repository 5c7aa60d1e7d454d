#!/usr/bin/env python3
"""Prints 'N passed, M failed' from meson's testlog.json (one JSON object per test)."""
import json
import sys

passed = failed = 0
with open(sys.argv[1]) as log:
    for line in log:
        if not line.strip():
            continue
        result = json.loads(line)["result"]
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result != "SKIP":
            failed += 1
print(f"{passed} passed, {failed} failed")
