#!/usr/bin/env python3
"""Run replay_ref.replay() on every worked example and compare with the expected output.

"legal" is compared exactly; when only its order differs this is reported
separately (as an order mismatch, not a failure of content).
Usage: python tests/reference/check_examples.py [--canonical] [EXAMPLES_DIR]
(--canonical: list cards in "legal" sorted by suit H, D, C, S and rank instead
of the hand order the examples use; shows where the two orders differ.)
"""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replay_ref import replay  # noqa: E402


def diff(a, b, path=""):
    """Yield (path, expected, got) for every differing leaf."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                yield (path + "/" + k, a.get(k, "<missing>"), b.get(k, "<missing>"))
            else:
                yield from diff(a[k], b[k], path + "/" + k)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b) and not path.endswith("legal"):
        for i, (x, y) in enumerate(zip(a, b)):
            yield from diff(x, y, "%s[%d]" % (path, i))
    elif a != b:
        yield (path, a, b)


def main():
    args = [a for a in sys.argv[1:] if a != "--canonical"]
    order = "canonical" if "--canonical" in sys.argv[1:] else "hand"
    d = args[0] if args else "/work/shared/examples"
    bad = order_only = 0
    files = sorted(glob.glob(os.path.join(d, "*.record.json")))
    for f in files:
        name = os.path.basename(f)[:-len(".record.json")]
        want = json.load(open(os.path.join(d, name + ".replay.json")))
        got = replay(json.load(open(f)), order=order)
        problems = []
        for p, a, b in diff(want, got):
            if p == "/legal" and isinstance(a, list) and isinstance(b, list) and sorted(a) == sorted(b):
                order_only += 1
                print("%-22s legal: same set, different order\n   want %s\n   got  %s" % (name, a, b))
            else:
                problems.append("   %s: want %s, got %s" % (p, json.dumps(a), json.dumps(b)))
        if problems:
            bad += 1
            print("%-22s MISMATCH\n%s" % (name, "\n".join(problems)))
        else:
            print("%-22s ok" % name)
    print("%d examples, %d mismatching, %d with legal order differences" % (len(files), bad, order_only))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
