#!/usr/bin/env python3
"""Lists the Java conformance tests for meson: one line "<Name> <path> <targets>"
per test, targets being "17,8" or "17" for java17-only tests."""
import os
import sys

root = sys.argv[1]
for area in sorted(os.listdir(root)):
    area_dir = os.path.join(root, area)
    if not os.path.isdir(area_dir):
        continue
    for file in sorted(os.listdir(area_dir)):
        if not file.endswith(".java"):
            continue
        path = os.path.join(area_dir, file)
        targets = "17,8"
        with open(path, encoding="utf-8") as f:
            for line in f:
                s = line.strip()
                if s and not s.startswith("//"):
                    break
                if s == "// loupe-test: java17-only":
                    targets = "17"
        print(file[:-5], os.path.join(area, file), targets)
